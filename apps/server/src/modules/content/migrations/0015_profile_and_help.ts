import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * Part of `0015_profile_and_help`: the help centre's articles, one per type (title and sanitised
 * HTML content), seeded once at start (articles.service.ts `seedArticles`).
 */
export const profileAndHelpContent: MigrationPart = {
  name: '0015_profile_and_help',
  async up(db, { id, now }) {
    await now(
      id(db, 'articles')
        .addColumn('type', 'integer', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    ).execute();
  },
};
