import { parseArgs } from 'node:util';
import { backupDatabase } from '../store/backup.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print, type CliIo } from './io.ts';
import { runAsProgram } from './program.ts';

const USAGE = `Usage: npm run --silent backup -- FOLDER [--keep 14]

Backs up DATABASE_URL's database into FOLDER (a file readable by its owner only:
SQLite's online backup, the server may keep running; pg_dump for PostgreSQL),
keeping the newest --keep backups. Restore one with npm run restore.`;

/** `npm run backup -- <folder> [--keep N]`. */
export async function backup(argv: readonly string[], io: CliIo, env = process.env) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { keep: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) {
    print(io.stdout, USAGE);
    return 0;
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length > 0) throw new UsageError(USAGE);
  const keep = Number(values.keep ?? '14');
  if (!Number.isInteger(keep) || keep < 1) {
    throw new UsageError(`--keep needs a whole number above 0, not "${values.keep ?? ''}".`);
  }
  const { databaseUrl } = loadCliConfig(env);
  const file = await backupDatabase(databaseUrl, folder, { keep });
  print(io.stdout, `backup: ${file}`);
  return 0;
}

runAsProgram(import.meta.url, (argv, io) => backup(argv, io));
