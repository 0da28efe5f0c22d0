import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export const PGLITE_TEMPLATE_FILE = path.join(root, 'tests', '.tmp', `pglite-template.tar`);
/** `TEST_DATABASE_TEMPLATE` names another, so that two checkouts can run the PostgreSQL suite on one server. */
export const POSTGRES_TEMPLATE_NAME = process.env.TEST_DATABASE_TEMPLATE ?? 'permitpilot_test_template';

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
