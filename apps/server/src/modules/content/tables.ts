import type { Generated } from 'kysely';

/** The tables the content module owns: site settings (every module's, by key), banners, notices. */
export const CONTENT_TABLES = ['settings', 'banners', 'notices', 'articles'] as const;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  type: number;
  src: string;
  link: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** kind 1: scrolling announcement; kind 2: notice (list and popup). */
export interface NoticesTable {
  id: Generated<number>;
  kind: number;
  title: string;
  content: string;
  popup: number;
  enabled: number;
  created_at: number;
}

/** A help-centre article (content module), one per type; `content` is sanitised HTML. */
export interface ArticlesTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  updated_at: number;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    settings: SettingsTable;
    banners: BannersTable;
    notices: NoticesTable;
    articles: ArticlesTable;
  }
}
