import '../config/require-node.ts';
import { openInquiryOwnerStore } from '../store/inquiry-owner.ts';
import { loadCliConfig, UsageError } from './config.ts';
import {
  deleteCommand,
  exportCommand,
  listCommand,
  purgeCommand,
  resolveId,
  showCommand,
  statsCommand,
  statusCommand,
} from './inquiries/commands.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '../store/types.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent inquiries -- <command> [options]

Commands:
  list [--status S] [--since YYYY-MM-DD]
                                 The quote requests, newest first: id (its first 8
                                 characters name it everywhere), date, status, who, offer.
  show ID                        One request, every field and the whole message.
  replied ID | won ID | lost ID  Where the lead stands; records a contact now (the
                                 three years of retention count from the last one).
  export [--output FILE] [--raw] Every request as CSV (UTF-8; the file readable by you only).
                                 --raw keeps cells starting with = + - @ as they are.
  delete ID                      Erase one request (right to erasure).
  purge [--older-than 36m] [--dry-run]
                                 Erase the requests whose last contact is older than the
                                 privacy policy's three years (or the duration: y, m, w, d).
  stats [--days 30]              Totals, by status (and the share answered within two
                                 working days), by offer, per day (UTC), what was turned away.

Environment: DATABASE_URL.`;

const options = {
  days: { type: 'string' },
  output: { type: 'string', short: 'o' },
  raw: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'older-than': { type: 'string' },
  status: { type: 'string' },
  since: { type: 'string' },
} as const;

const STATUS_COMMANDS: readonly string[] = ['replied', 'won', 'lost'];
const commandLine = {
  usage: USAGE,
  options,
  commands: ['list', 'show', 'export', 'delete', 'purge', 'stats', ...STATUS_COMMANDS],
};

/** Runs one command line; returns the exit code. */
export const main: Program = (argv, io, env = process.env) =>
  runCommandLine(argv, io, commandLine, async (values, [command = '', ...rest]) => {
    const needsId = command === 'show' || command === 'delete' || STATUS_COMMANDS.includes(command);
    if (needsId && (rest.length !== 1 || !rest[0])) {
      throw new UsageError(`${command} needs one request id: ${command} ID (see list)`);
    }
    const days = Number(values.days ?? '30');
    if (!Number.isInteger(days) || days < 1) {
      throw new UsageError(`--days needs a whole number above 0, not "${values.days ?? ''}".`);
    }
    const config = loadCliConfig(env);
    const store = await openInquiryOwnerStore(config.databaseUrl);
    try {
      const given = rest[0] ?? '';
      switch (command) {
        case 'list':
          return await listCommand(store, io, listFilter(values.status, values.since));
        case 'show':
          return await showCommand(store, io, await resolveId(store, given));
        case 'export':
          return await exportCommand(store, io, { output: values.output, raw: values.raw });
        case 'delete':
          return await deleteCommand(store, io, await resolveId(store, given));
        case 'replied':
        case 'won':
        case 'lost':
          return await statusCommand(store, io, given, command);
        case 'purge':
          return await purgeCommand(store, io, {
            olderThan: values['older-than'],
            dryRun: values['dry-run'],
          });
        default:
          return await statsCommand(store, io, days);
      }
    } finally {
      await store.close();
    }
  });

/** `--status` one of the statuses, `--since` a date: the list's filter. */
function listFilter(
  status: string | undefined,
  since: string | undefined,
): { status?: InquiryStatus; since?: Date } {
  if (status !== undefined && !(INQUIRY_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status is one of ${INQUIRY_STATUSES.join(', ')}, not "${status}".`);
  }
  const from = since === undefined ? undefined : new Date(`${since}T00:00:00Z`);
  if (from && (!/^\d{4}-\d\d-\d\d$/.test(since ?? '') || Number.isNaN(from.getTime()))) {
    throw new UsageError(`--since is a date written YYYY-MM-DD, not "${since ?? ''}".`);
  }
  return {
    ...(status !== undefined && { status: status as InquiryStatus }),
    ...(from && { since: from }),
  };
}

runAsProgram(import.meta.url, main);
