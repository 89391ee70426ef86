import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';
import { chainHash, GENESIS_HASH } from '../audit.chain.ts';

const BATCH = 1000;

/**
 * `0019_audit_chain`: the audit rows become a hash chain (DESIGN §9). Each row gets its place in
 * the chain (`seq`, 1, 2, …, unique), the hash of the row before it and its own hash; the one-row
 * `audit_head` holds the last seq and hash and is what writers lock, so that two transactions can
 * never both append after the same row. Rows written before this migration are chained here, in
 * id order (their insertion order).
 */
export const auditChain: MigrationPart = {
  name: '0019_audit_chain',
  async up(db) {
    await db.schema
      .alterTable('audit_log')
      .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();

    let seq = 0;
    let prev = GENESIS_HASH;
    let afterId = 0;
    for (;;) {
      const rows: {
        id: unknown;
        operator_id: unknown;
        action: string;
        target: string;
        detail: string;
        ip: string;
        created_at: unknown;
      }[] = await db
        .selectFrom('audit_log')
        .select(['id', 'operator_id', 'action', 'target', 'detail', 'ip', 'created_at'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        seq += 1;
        const hash = chainHash({
          prev_hash: prev,
          seq,
          operator_id: Number(row.operator_id),
          action: row.action,
          target: row.target,
          detail: row.detail,
          ip: row.ip,
          created_at: Number(row.created_at),
        });
        await db
          .updateTable('audit_log')
          .set({ seq, prev_hash: prev, hash })
          .where('id', '=', row.id)
          .execute();
        prev = hash;
        afterId = Number(row.id);
      }
    }

    await db.schema.createIndex('audit_log_seq').unique().on('audit_log').column('seq').execute();
    // The search's filters: by operator, by action prefix, by target, by time (all newest first).
    await db.schema
      .createIndex('audit_log_operator')
      .on('audit_log')
      .columns(['operator_id', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_log_target')
      .on('audit_log')
      .columns(['target', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

    await db.schema
      .createTable('audit_head')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'varchar(64)', (c) => c.notNull())
      .addCheckConstraint('audit_head_one_row', sql`id = 1`)
      .execute();
    await db.insertInto('audit_head').values({ id: 1, seq, hash: prev }).execute();
  },
};
