import '../config/require-node.ts';
import { restoreDatabase, RestoreRefused } from '../store/restore.ts';
import { withoutPassword } from '../store/postgres/tools.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print } from './io.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent restore -- FILE --yes

Replaces DATABASE_URL's data with the backup FILE (from npm run backup), brings it
to the current migrations, and erases again every address and quote request erased
since (the erasure ledger). All or nothing: the file is checked first, and on any
failure the current data and ledger stay as they were. Refused while a server uses
the database: stop it first; --yes confirms.`;

const commandLine = {
  usage: USAGE,
  options: { yes: { type: 'boolean', default: false } },
} as const;

/** `npm run restore -- <file> [--yes]`. */
export const restore: Program = (argv, io, env = process.env) =>
  runCommandLine(argv, io, commandLine, async (values, [file, ...extra]) => {
    if (!file || extra.length > 0) throw new UsageError(USAGE);
    const { databaseUrl } = loadCliConfig(env);
    if (!values.yes) {
      print(
        io.stderr,
        `restore: this replaces the data of ${withoutPassword(databaseUrl)} with ${file}. Stop the server, then run again with --yes.`,
      );
      return 1;
    }
    let report;
    try {
      report = await restoreDatabase(databaseUrl, file);
    } catch (error) {
      // A clear line, never a stack trace nor the password (it may go to a cron mail).
      const message =
        error instanceof RestoreRefused
          ? error.message
          : `échec inattendu (${error instanceof Error ? error.message : String(error)}) ; vérifiez la base.`;
      print(io.stderr, `restore : ${withoutPassword(message, passwordOf(databaseUrl))}`);
      return 1;
    }
    print(
      io.stdout,
      `restore: ${file} restored; ${String(report.ledger)} erasure(s) carried over, ` +
        `${String(report.signupsErasedAgain)} address(es) and ${String(report.inquiriesErasedAgain)} quote request(s) erased again.`,
    );
    return 0;
  });

const passwordOf = (url: string) =>
  URL.canParse(url) ? decodeURIComponent(new URL(url).password) : undefined;

runAsProgram(import.meta.url, restore);
