import '../config/require-node.ts';
import { audienceCutoff } from '../store/types.ts';
import { openAudienceReader } from '../store/open-audience-reader.ts';
import { renderReport } from './audience/render.ts';
import { previousPeriod, summarize } from '../audience/summary.ts';
import type { AudienceRows } from '../store/open-audience-reader.ts';
import { loadCliConfig, UsageError } from './config.ts';
import { print } from './io.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent audience -- [--days N | --from YYYY-MM-DD --to YYYY-MM-DD] [--json]
       npm run --silent audience -- purge [--dry-run]

The audience the server counted (no cookie, no address kept; docs/decisions/012
and 017), beside the period of the same length just before: page views, visits,
sign-ups and quote requests, the days as one line, the top pages with the
sign-ups and quote requests sent from each, referring sites, phones and
desktops, and the conversion rate per entry page.

  --days N         The last N days, today included (default 30).
  --from, --to     A period of UTC days, both included (--to defaults to today).
  --json           One JSON object (pageViews, visits, signups, inquiries, days,
                   pages with their views, visits, signups and inquiries,
                   referrers, devices, entries, and previous: the totals of
                   the period just before).
  purge            Delete the counts older than 25 months (the server does it
                   daily too); --dry-run says how many rows would go.

Environment: DATABASE_URL.`;

const commandLine = {
  usage: USAGE,
  options: {
    days: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    json: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
} as const;

/** Runs one command line; returns the exit code. `now` is the clock (tests set it). */
export const main: Program = (argv, io, env = process.env, now = new Date()) =>
  runCommandLine(argv, io, commandLine, async (values, words) => {
    const [command, ...rest] = words;
    if (rest.length > 0 || (command !== undefined && command !== 'purge')) {
      throw new UsageError(`Unknown command "${words.join(' ')}".\n\n${USAGE}`);
    }
    const period = command === 'purge' ? undefined : periodOf(values, now);
    const config = loadCliConfig(env);
    const reader = await openAudienceReader(config.databaseUrl);
    try {
      if (!period) {
        const cutoff = audienceCutoff(now);
        if (values['dry-run']) {
          print(
            io.stdout,
            `${await reader.countBefore(cutoff)} rows of days before ${cutoff} would be deleted.`,
          );
        } else {
          print(
            io.stdout,
            `Deleted ${await reader.purgeBefore(cutoff)} rows of days before ${cutoff}.`,
          );
        }
        return 0;
      }
      const before = previousPeriod(period.from, period.to);
      const previousRows = await reader.read(before.from, before.to);
      const report = summarize(
        await reader.read(period.from, period.to),
        period.from,
        period.to,
        previousRows,
      );
      if (values.json) {
        print(io.stdout, JSON.stringify(report, null, 2));
      } else {
        const previous = summarize(previousRows, before.from, before.to, NO_ROWS);
        for (const line of renderReport(report, previous)) print(io.stdout, line);
      }
      return 0;
    } finally {
      await reader.close();
    }
  });

const NO_ROWS: AudienceRows = { pages: [], referrers: [], devices: [], conversions: [] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOption(text: string, name: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new UsageError(`${name} needs a date written YYYY-MM-DD, not "${text}".`);
  }
  return text;
}

function periodOf(
  values: { days?: string; from?: string; to?: string },
  now: Date,
): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  if (values.days !== undefined && (values.from !== undefined || values.to !== undefined)) {
    throw new UsageError('Give either --days or --from/--to, not both.');
  }
  if (values.from !== undefined || values.to !== undefined) {
    if (values.from === undefined) throw new UsageError('--to needs --from.');
    const from = dayOption(values.from, '--from');
    const to = values.to === undefined ? today : dayOption(values.to, '--to');
    if (from > to) throw new UsageError(`--from ${from} is after --to ${to}.`);
    return { from, to };
  }
  const text = values.days ?? '30';
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 10_000) {
    throw new UsageError(`--days needs a whole number above 0, not "${text}".`);
  }
  const from = new Date(now);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

runAsProgram(import.meta.url, main);
