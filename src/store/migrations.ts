import { readdirSync, readFileSync } from 'node:fs';
import type { Engine } from './sql.ts';

/**
 * Numbered SQL migrations (`migrations/NNN_what.sql`), one file for both
 * engines. Each database applies, in order and each in its own transaction,
 * the files whose number is not yet in its `schema_migrations` table. A
 * migration is never edited once shipped: a change is a new file with the
 * next number.
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

/**
 * The words a migration writes where the engines' SQL differs, and what each
 * engine reads there: a time (SQLite: ISO 8601 text in UTC, e.g.
 * 2026-11-21T23:59:59.123Z, which sorts as it reads), a calendar day
 * (SQLite: `YYYY-MM-DD` text), and the current time as a column's default.
 */
const ENGINE_WORDS: Record<Engine, Record<string, string>> = {
  sqlite: { TIME: 'TEXT', DATE: 'TEXT', NOW: "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))" },
  postgres: { TIME: 'TIMESTAMPTZ', DATE: 'DATE', NOW: 'now()' },
};

/**
 * The migrations as `engine` runs them, in order. Throws on a misnamed
 * file, a repeated number or an unknown `{WORD}`.
 */
export function loadMigrations(
  engine: Engine,
  folder = new URL('./migrations/', import.meta.url),
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
        sql: readFileSync(new URL(file, folder), 'utf8').replace(
          /\{(\w+)\}/g,
          (_, word: string) => {
            const said = ENGINE_WORDS[engine][word];
            if (said === undefined)
              throw new Error(`Migration file ${file} uses an unknown {${word}}`);
            return said;
          },
        ),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (const [index, { version }] of migrations.entries()) {
    if (migrations[index - 1]?.version === version) {
      throw new Error(`Two migrations are numbered ${version}`);
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
