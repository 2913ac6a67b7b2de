/**
 * Wire contract of the console's admin calls (issue 14; admin role only): staff accounts (list,
 * create with a role and an initial password, disable or enable, reset the password) and the
 * audit log (filters, paging, newest first). Every change is written to the audit log.
 */
export * from './admin-calls';
export * from './admin-schemas';
