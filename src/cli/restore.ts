import { parseArgs } from 'node:util';
import { restoreDatabase } from '../store/backup.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print, type CliIo } from './io.ts';
import { runAsProgram } from './program.ts';

const USAGE = `Usage: npm run --silent restore -- FILE --yes

Replaces DATABASE_URL's data with the backup FILE (from npm run backup), brings it
to the current migrations, and erases again every address and quote request erased
since (the erasure ledger). Stop the server first; --yes confirms.`;

/** `npm run restore -- <file> [--yes]`. */
export async function restore(argv: readonly string[], io: CliIo, env = process.env) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    print(io.stdout, USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
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
}

runAsProgram(import.meta.url, (argv, io) => restore(argv, io));
