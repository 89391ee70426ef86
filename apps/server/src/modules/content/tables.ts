/** The tables the content module owns: site settings (every module's, by key), banners, notices. */
export const CONTENT_TABLES = ['settings', 'banners', 'notices', 'articles'] as const;
