import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * Home banners and notices were seeded with the game catalogue until content had its own seed: a
 * database seeded that way gets content's marker, so the content seed never runs twice.
 */
export const contentSeedMarker: MigrationPart = {
  name: '0006_content_seed_marker',
  async up(db) {
    const seeded = await db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', 'games.catalogue_seed')
      .executeTakeFirst();
    if (seeded)
      await db.insertInto('settings').values({ key: 'content.seed', value: '1' }).execute();
  },
};
