import '../config/require-node.ts';
import { DEFAULT_OWNER_DIGEST } from '../config/environment.ts';
import { gatherDigest } from '../digest/gather.ts';
import { parseDigestSchedule } from '../config/digest-schedule.ts';
import { currentWeek, latestWeek } from '../digest/schedule.ts';
import { sendDigest } from '../digest/send.ts';
import { composeDigest } from '../digest/digest-mail.tsx';
import { loadCliConfig, UsageError } from './config.ts';
import { print } from './io.ts';
import { type Program, runAsProgram, runCommandLine } from './program.ts';

const USAGE = `Usage: npm run --silent digest -- --preview [--current] | --send

The owner's weekly summary: the last week (as OWNER_DIGEST's day and hour
close it, ${DEFAULT_OWNER_DIGEST} Paris time by default) against the week before, the
top pages and referring sites, sign-ups, and the quote requests waiting for
an answer, oldest first with their age. The server sends it by itself once
a week (OWNER_DIGEST); this command shows it or sends it now.

  --preview   Print the e-mail's subject and text; nothing is sent or recorded.
  --current   With --preview: the week in progress (from the last sending's
              day to today) instead of the last whole week.
  --send      Send it now to OWNER_EMAIL (SMTP_URL and MAIL_FROM needed). The
              server's own weekly sending is not affected.

Environment: DATABASE_URL, OWNER_DIGEST, and for --send SMTP_URL, MAIL_FROM, OWNER_EMAIL.`;

const commandLine = {
  usage: USAGE,
  options: {
    preview: { type: 'boolean', default: false },
    send: { type: 'boolean', default: false },
    current: { type: 'boolean', default: false },
  },
} as const;

/** Runs one command line; returns the exit code. `now` is the clock (tests set it). */
export const main: Program = (argv, io, env = process.env, now = new Date()) =>
  runCommandLine(argv, io, commandLine, async (values, words) => {
    if (words.length > 0 || values.preview === values.send) {
      throw new UsageError(`Give one of --preview or --send.\n\n${USAGE}`);
    }
    const config = loadCliConfig(env);
    const schedule =
      config.ownerDigest === undefined || config.ownerDigest === 'off'
        ? parseDigestSchedule(DEFAULT_OWNER_DIGEST)
        : config.ownerDigest;
    if (!schedule) throw new Error(`${DEFAULT_OWNER_DIGEST} is not a schedule`);
    if (values.current && !values.preview) throw new UsageError('--current goes with --preview.');
    const week = values.current ? currentWeek(now, schedule) : latestWeek(now, schedule);
    if (values.preview) {
      const message = composeDigest(await gatherDigest(config.databaseUrl, week, now));
      print(io.stdout, `Subject: ${message.subject}`);
      print(io.stdout);
      print(io.stdout, message.text);
      return 0;
    }
    const { smtpUrl, mailFrom, ownerEmail } = config;
    if (!smtpUrl || !mailFrom || !ownerEmail) {
      throw new UsageError('--send needs SMTP_URL, MAIL_FROM and OWNER_EMAIL.');
    }
    await sendDigest(config.databaseUrl, { smtpUrl, mailFrom, ownerEmail }, week, now);
    print(io.stdout, `Sent the summary of ${week.from} to ${week.to} to ${ownerEmail}.`);
    return 0;
  });

runAsProgram(import.meta.url, main);
