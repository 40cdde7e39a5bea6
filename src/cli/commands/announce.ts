import type { OwnerStore } from '../../store/owner-store.ts';
import { maskEmail } from '../../shared/email.ts';
import { printReport, runAnnouncement } from '../announce/run-announcement.ts';
import { createSmtpSender, createThrottle, type MailSender } from '../../mail/smtp-sender.ts';
import { UsageError, type CliConfig } from '../config.ts';
import { print, type CliIo } from '../io.ts';

export interface AnnounceOptions {
  readonly date: string | undefined;
  readonly dryRun: boolean;
  readonly retryUncertain: boolean;
  /** Allow a release date other than one already announced. */
  readonly newDate: boolean;
  /** Messages per minute; the configuration's when absent. */
  readonly rate: number | undefined;
  readonly stopRequested?: () => boolean;
  /** Tests may give a sender; otherwise SMTP_URL is used. */
  readonly sender?: MailSender;
}

/** `announce --date YYYY-MM-DD [--dry-run]`: tells every registered address the release date, once. */
export async function announceCommand(
  store: OwnerStore,
  io: CliIo,
  config: CliConfig,
  options: AnnounceOptions,
): Promise<number> {
  const releaseDate = checkReleaseDate(options.date);
  const others = await store.otherAnnouncements(releaseDate);
  if (others.length > 0 && !options.newDate) {
    const already = others.map(({ releaseDate: date, count }) => `${date} (${count})`).join(', ');
    throw new UsageError(
      `An announcement was already sent for ${already}. To announce ${releaseDate} to everyone as well, add --new-date.`,
    );
  }

  if (options.dryRun) {
    const pending = await store.pendingRecipients(releaseDate);
    const uncertain = await store.uncertainRecipients(releaseDate);
    print(io.stdout, `Dry run: nothing is sent and nothing is recorded.`);
    print(
      io.stdout,
      `Would send the announcement of ${releaseDate} to ${pending.length} address(es):`,
    );
    for (const { email } of pending) print(io.stdout, `  ${maskEmail(email)}`);
    if (uncertain.length > 0) {
      print(
        io.stdout,
        `${uncertain.length} address(es) left uncertain by an interrupted run would be skipped.`,
      );
    }
    return 0;
  }

  const missing = [
    ['SMTP_URL', config.smtpUrl],
    ['MAIL_FROM', config.mailFrom],
    ['PUBLIC_URL', config.publicUrl],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!options.sender && missing.length > 0) {
    throw new UsageError(
      `Sending needs ${missing.join(', ')} in the environment (see the README).`,
    );
  }
  if (!config.publicUrl) throw new UsageError('Sending needs PUBLIC_URL in the environment.');

  const sender = options.sender ?? createSmtpSender(config.smtpUrl ?? '', config.mailFrom ?? '');
  try {
    const report = await runAnnouncement(store, io, {
      releaseDate,
      publicUrl: config.publicUrl,
      sender,
      throttle: createThrottle(options.rate ?? config.mailRatePerMinute),
      retryUncertain: options.retryUncertain,
      stopRequested: options.stopRequested,
    });
    printReport(io, releaseDate, report);
    return report.refused.length + report.uncertain.length > 0 || report.stopped ? 1 : 0;
  } finally {
    sender.close();
  }
}

/** A real calendar date, written `YYYY-MM-DD`. */
export function checkReleaseDate(date: string | undefined): string {
  if (!date) throw new UsageError('announce needs --date YYYY-MM-DD, the release date.');
  const parsed = new Date(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date
  ) {
    throw new UsageError(`--date ${date} is not a date written YYYY-MM-DD, e.g. 2027-03-15.`);
  }
  return date;
}
