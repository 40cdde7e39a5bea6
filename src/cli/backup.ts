import '../config/require-node.ts';
import { backupDatabase } from '../store/backup.ts';
import { withoutPassword } from '../store/postgres/tools.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print } from './io.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent backup -- FOLDER [--keep 14]

Backs up DATABASE_URL's database into FOLDER (a file readable by its owner only:
SQLite's online backup, the server may keep running; pg_dump for PostgreSQL),
keeping the newest --keep backups. Restore one with npm run restore.`;

const commandLine = { usage: USAGE, options: { keep: { type: 'string' } } } as const;

/** `npm run backup -- <folder> [--keep N]`. */
export const backup: Program = (argv, io, env = process.env) =>
  runCommandLine(argv, io, commandLine, async (values, [folder, ...extra]) => {
    if (!folder || extra.length > 0) throw new UsageError(USAGE);
    const keep = Number(values.keep ?? '14');
    if (!Number.isInteger(keep) || keep < 1) {
      throw new UsageError(`--keep needs a whole number above 0, not "${values.keep ?? ''}".`);
    }
    const { databaseUrl } = loadCliConfig(env);
    let file;
    try {
      file = await backupDatabase(databaseUrl, folder, { keep });
    } catch (error) {
      // One line for the cron mail: no stack trace, no password (security review L4).
      const message = error instanceof Error ? error.message : String(error);
      const password = URL.canParse(databaseUrl)
        ? decodeURIComponent(new URL(databaseUrl).password)
        : undefined;
      print(
        io.stderr,
        `backup : échec, aucune sauvegarde écrite (${withoutPassword(message, password)}).`,
      );
      return 1;
    }
    print(io.stdout, `backup: ${file}`);
    return 0;
  });

runAsProgram(import.meta.url, backup);
