import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0018_operator_two_factor`: operators' TOTP two-factor (the confirmed secret, one pending while
 * an enrolment is confirmed, the last time step used so that a code is never taken twice), their
 * single-use recovery codes (SHA-256 only), and the last call of each session (idle timeout).
 */
export const operatorTwoFactor: MigrationPart = {
  name: '0018_operator_two_factor',
  async up(db, { id, now }) {
    const operators = (column: string, type: 'varchar(64)' | 'bigint') =>
      db.schema.alterTable('operators').addColumn(column, type).execute();
    await operators('totp_secret', 'varchar(64)');
    await operators('totp_pending_secret', 'varchar(64)');
    await operators('totp_pending_at', 'bigint');
    await operators('totp_last_step', 'bigint');
    await db.schema.alterTable('operator_sessions').addColumn('last_seen_at', 'bigint').execute();
    await now(
      id(db, 'operator_recovery_codes')
        .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
        .addColumn('code_hash', 'char(64)', (c) => c.notNull())
        .addColumn('used_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('operator_recovery_codes_operator')
      .on('operator_recovery_codes')
      .columns(['operator_id', 'code_hash'])
      .unique()
      .execute();
  },
};
