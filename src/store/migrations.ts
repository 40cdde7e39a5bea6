import { readdirSync, readFileSync } from 'node:fs';
import type { Engine } from './sql.ts';

/**
 * Numbered SQL migrations, one folder per engine (`migrations/sqlite/`,
 * `migrations/postgres/`), named `NNN_what.sql`. Each engine applies, in
 * order and each in its own transaction, the files whose number is not yet
 * in its `schema_migrations` table. A migration is never edited once
 * shipped: a change is a new file with the next number.
 *
 * The folder sits beside this module both in `src/` (tsx, tests) and in
 * `build/` (the build copies it: scripts/copy-migrations.ts).
 */

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const FILE_NAME = /^(\d+)_([\w-]+)\.sql$/;

/** The engine's migrations, in order. Throws on a misnamed file or a repeated number. */
export function loadMigrations(
  engine: Engine,
  folder = new URL(`./migrations/${engine}/`, import.meta.url),
): Migration[] {
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(`Migration file ${file} is not named NNN_name.sql`);
      }
      return {
        version: Number(match[1]),
        name: match[2],
        sql: readFileSync(new URL(file, folder), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (const [index, { version }] of migrations.entries()) {
    if (migrations[index - 1]?.version === version) {
      throw new Error(`Two ${engine} migrations are numbered ${version}`);
    }
  }
  return migrations;
}

/**
 * The migration after whose SQL the address keys are computed again in
 * JavaScript (src/store/rekey.ts), in the same transaction: SQL alone cannot
 * apply IDNA to a domain.
 */
export const REKEY_MIGRATION = 4;

/** The bookkeeping table, the same on both engines. */
export const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;
