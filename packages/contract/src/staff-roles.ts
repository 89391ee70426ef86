/**
 * The operators' roles (DESIGN §1, issue "operator console"): admin (everything the staff can do,
 * and operator management), finance, support, content. Plain constants, importing nothing: the
 * schemas (admin.ts, admin-auth.ts) take them from here, and admin-roles.ts, which is typed by the
 * admin routes, re-exports them, so no schema file imports the route table (no import cycle).
 */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
