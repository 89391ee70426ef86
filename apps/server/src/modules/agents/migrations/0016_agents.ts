import { sql } from 'kysely';
import type { MigrationPart } from '../../../platform/db/migration-part.ts';
import { DEFAULT_LEVELS } from '../levels.ts';

/**
 * `0016_agents`: the agent programme. An application is pending (1), approved (2) or refused (3);
 * a partial unique index allows one pending application per player, whatever the race. Levels
 * carry the commission rate in basis points, seeded with DEFAULT_LEVELS. `agents` holds each
 * agent's level (an agent without a row is level 1). A commission is unique per (agent, Beijing
 * day): with the ledger key `agent-commission:<agent>:<day>`, a day is paid once.
 */
export const agentsMigration: MigrationPart = {
  name: '0016_agents',
  position: 1,
  async up(db, { id, now, clock }) {
    await now(
      id(db, 'agent_applications')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('mobile', 'varchar(16)', (c) => c.notNull())
        .addColumn('apply_info', 'varchar(200)', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull())
        .addColumn('reviewed_by', 'bigint')
        .addColumn('reviewed_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('agent_applications_one_open')
      .on('agent_applications')
      .column('user_id')
      .unique()
      .where(sql.ref('state'), '=', 1)
      .execute();
    await db.schema
      .createIndex('agent_applications_user')
      .on('agent_applications')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('agent_applications_state')
      .on('agent_applications')
      .columns(['state', 'id'])
      .execute();

    await db.schema
      .createTable('agent_levels')
      .addColumn('level', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(16)', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    const at = clock.now();
    await db
      .insertInto('agent_levels')
      .values(DEFAULT_LEVELS.map((l) => ({ ...l, updated_at: at })))
      .execute();

    await db.schema
      .createTable('agents')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await now(
      id(db, 'agent_commissions')
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('basis_minor', 'bigint', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('members', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull())
        .addUniqueConstraint('agent_commissions_agent_day', ['agent_id', 'day']),
    ).execute();
  },
};
