import '../config/require-node.ts';
import { openOwnerStore } from '../store/owner.ts';
import { announceCommand } from './commands/announce.ts';
import { deleteCommand, purgeCommand } from './commands/erase.ts';
import { countCommand, EXPORT_COLUMNS, exportCommand, statsCommand } from './commands/list.ts';
import { loadCliConfig, UsageError } from './config.ts';
import type { CliIo } from './io.ts';
import { type Program, runAsProgram, runCommandLine, type OptionValues } from './program.ts';

const USAGE = `Usage: npm run --silent signups -- <command> [options]

Commands:
  count                          How many addresses are registered.
  stats [--days 30]              The total and sign-ups per day (UTC), drawn in the terminal.
  export [--output FILE] [--raw] The list as CSV (UTF-8), with the columns
                                 ${EXPORT_COLUMNS.map(([heading]) => heading).join(', ')}.
                                 --raw keeps cells starting with = + - @ as they are.
  delete ADDRESS                 Erase one address and all about it (right to erasure).
  announce --date YYYY-MM-DD     Send the release date to every address, once.
           [--dry-run] [--rate N] [--retry-uncertain] [--new-date]
           [--preview [--output FILE]]
                                 Print the message, write its HTML to FILE
                                 (announcement-preview.html); nothing is sent.
           [--test-to ADDRESS]   Send it once to ADDRESS, recording nothing.
                                 A live site's announcement is refused while
                                 the content holds placeholders (go-live check).
  purge [--older-than 18m] [--dry-run] [--yes]
                                 Erase what the privacy policy no longer keeps: addresses
                                 the announcement reached long enough ago, and sign-ups
                                 older than its longest period (or the duration: y, m, w, d).
                                 A duration shorter than the policy's asks for --yes.

Environment: DATABASE_URL; for announce also SMTP_URL, MAIL_FROM, PUBLIC_URL, MAIL_RATE_PER_MINUTE.`;

const options = {
  days: { type: 'string' },
  output: { type: 'string', short: 'o' },
  raw: { type: 'boolean', default: false },
  date: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  rate: { type: 'string' },
  'retry-uncertain': { type: 'boolean', default: false },
  'new-date': { type: 'boolean', default: false },
  preview: { type: 'boolean', default: false },
  'test-to': { type: 'string' },
  'older-than': { type: 'string' },
  yes: { type: 'boolean', default: false },
} as const;

/** Runs one command line; returns the exit code. */
export const main: Program = (argv, io, env = process.env) =>
  runCommandLine(argv, io, commandLine, async (values, [command = '', ...rest]) => {
    // runCommandLine let through only the commands COMMANDS names.
    const run = COMMANDS[command] as Command;
    const config = loadCliConfig(env);
    const store = await openOwnerStore(config.databaseUrl);
    let stop = false;
    const requestStop = () => {
      stop = true;
      io.stderr.write('\nStopping after the current message…\n');
    };
    process.once('SIGINT', requestStop);
    try {
      return await run({ store, io, config, values, rest, stopRequested: () => stop });
    } finally {
      process.off('SIGINT', requestStop);
      await store.close();
    }
  });

interface CommandContext {
  readonly store: Awaited<ReturnType<typeof openOwnerStore>>;
  readonly io: CliIo;
  readonly config: ReturnType<typeof loadCliConfig>;
  readonly values: OptionValues<typeof options>;
  readonly rest: readonly string[];
  readonly stopRequested: () => boolean;
}

type Command = (context: CommandContext) => Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  count: ({ store, io }) => countCommand(store, io),
  stats: ({ store, io, values }) =>
    statsCommand(store, io, positiveInteger(values.days ?? '30', '--days')),
  export: ({ store, io, values }) =>
    exportCommand(store, io, { output: values.output, raw: values.raw }),
  delete: ({ store, io, rest }) => {
    if (rest.length !== 1 || !rest[0])
      throw new UsageError('delete needs one address: delete ADDRESS');
    return deleteCommand(store, io, rest[0]);
  },
  announce: ({ store, io, config, values, stopRequested }) =>
    announceCommand(store, io, config, {
      date: values.date,
      dryRun: values['dry-run'],
      retryUncertain: values['retry-uncertain'],
      newDate: values['new-date'],
      preview: values.preview ? (values.output ?? 'announcement-preview.html') : undefined,
      testTo: values['test-to'],
      rate: values.rate === undefined ? undefined : positiveInteger(values.rate, '--rate', true),
      stopRequested,
    }),
  purge: ({ store, io, values }) =>
    purgeCommand(store, io, {
      olderThan: values['older-than'],
      dryRun: values['dry-run'],
      yes: values.yes,
    }),
};

const commandLine = { usage: USAGE, options, commands: Object.keys(COMMANDS) };

function positiveInteger(text: string, name: string, allowZero = false): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new UsageError(
      `${name} needs a whole number${allowZero ? '' : ' above 0'}, not "${text}".`,
    );
  }
  return value;
}

runAsProgram(import.meta.url, main);
