/** The table the uploads module owns: uploaded images with their bytes (or where they are). */
export const UPLOADS_TABLES = ['uploads'] as const;
