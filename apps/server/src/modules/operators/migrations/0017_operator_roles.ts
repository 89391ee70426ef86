import type { MigrationPart } from '../../../platform/db/migration-part.ts';

/**
 * `0017_operator_roles`: each operator has one role (STAFF_ROLES of the contract's admin-roles).
 * Operators made before roles existed were the only operators and did everything: they are admin.
 */
export const operatorRoles: MigrationPart = {
  name: '0017_operator_roles',
  async up(db) {
    await db.schema
      .alterTable('operators')
      .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('admin'))
      .execute();
  },
};
