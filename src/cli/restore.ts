import '../config/require-node.ts';
import { restoreDatabase } from '../store/backup.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print } from './io.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent restore -- FILE --yes

Replaces DATABASE_URL's data with the backup FILE (from npm run backup), brings it
to the current migrations, and erases again every address and quote request erased
since (the erasure ledger). Stop the server first; --yes confirms.`;

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
        `restore: this replaces the data of ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} with ${file}. Stop the server, then run again with --yes.`,
      );
      return 1;
    }
    const report = await restoreDatabase(databaseUrl, file);
    print(
      io.stdout,
      `restore: ${file} restored; ${String(report.ledger)} erasure(s) carried over, ` +
        `${String(report.signupsErasedAgain)} address(es) and ${String(report.inquiriesErasedAgain)} quote request(s) erased again.`,
    );
    return 0;
  });

runAsProgram(import.meta.url, restore);
