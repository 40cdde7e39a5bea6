import '../config/require-node.ts';
import { z } from 'zod';
import { readEnvironment, sharedVariables, type Environment } from '../config/environment.ts';
import { migrateDatabase } from '../store/connect.ts';
import { UsageError } from './config.ts';
import { print, type CliIo } from './io.ts';
import { runAsProgram } from './program.ts';

const environmentSchema = z.object({ DATABASE_URL: sharedVariables.DATABASE_URL });

/**
 * `npm run migrate`: applies the migrations DATABASE_URL's database lacks,
 * without starting the server, and says which. For a deploy with several
 * servers: migrate once, then start them (each would otherwise apply them
 * at start-up, one at a time under a lock).
 */
export async function migrate(
  argv: readonly string[],
  io: CliIo,
  env: Environment = process.env,
): Promise<number> {
  if (argv.length > 0) {
    throw new UsageError('Usage: npm run migrate (no arguments; the database is DATABASE_URL).');
  }
  const { DATABASE_URL } = readEnvironment(
    environmentSchema,
    env,
    (message) => new UsageError(message),
  );
  const applied = await migrateDatabase(DATABASE_URL);
  if (applied.length === 0) print(io.stdout, 'migrate: the database is up to date.');
  for (const migration of applied) {
    print(
      io.stdout,
      `migrate: applied ${String(migration.version).padStart(3, '0')}_${migration.name}`,
    );
  }
  return 0;
}

runAsProgram(import.meta.url, migrate);
