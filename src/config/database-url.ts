import { fileURLToPath } from 'node:url';

/** Where the sign-ups live, as `DATABASE_URL` names it. */
export type DatabaseTarget =
  | { readonly engine: 'sqlite'; readonly file: string }
  | { readonly engine: 'postgres'; readonly url: string };

export const DEFAULT_DATABASE_URL = 'file:./data/signups.sqlite';

/**
 * The one reading of `DATABASE_URL`, for the server, the command line, the
 * configuration checks and the tests: `file:./relative.sqlite`,
 * `file:/absolute/path.sqlite` or `file:///absolute/path.sqlite` for SQLite,
 * `postgres://…` or `postgresql://…` for PostgreSQL. Throws a message that
 * says what is accepted.
 */
export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  if (databaseUrl.startsWith('file://')) {
    return { engine: 'sqlite', file: fileURLToPath(databaseUrl) };
  }
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length);
    if (file === '') throw new Error('file: needs a path, e.g. file:./data/signups.sqlite');
    return { engine: 'sqlite', file };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    if (!URL.canParse(databaseUrl)) throw new Error('is not a valid postgres:// URL');
    return { engine: 'postgres', url: databaseUrl };
  }
  throw new Error('must start with file: or postgres://');
}
