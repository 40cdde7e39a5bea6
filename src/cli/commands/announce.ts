import { writeFile } from 'node:fs/promises';
import { describePlaceholders, goLiveProblems } from '../../content/go-live.ts';
import { contentSources } from '../content-sources.ts';
import { site } from '../../content/site.ts';
import { signatureLinks } from '../../mail/links.ts';
import type { OwnerStore } from '../../store/owner.ts';
import { checkEmail, deliveryAddress, maskEmail } from '../../shared/email.ts';
import { composeAnnouncement, unsubscribeLinks } from '../announce/compose.tsx';
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
  /** Print the message (text) and write its HTML to this file; nothing is sent. */
  readonly preview?: string | undefined;
  /** Send the message once to this address (the owner's), recording nothing. */
  readonly testTo?: string | undefined;
  /** Tests may give a sender; otherwise SMTP_URL is used. */
  readonly sender?: MailSender;
}

/** The message as a recipient gets it, with links that lead nowhere (no real token). */
function sampleMessage(releaseDate: string, publicUrl: string, apiUrl: string | undefined) {
  return composeAnnouncement(
    releaseDate,
    unsubscribeLinks(publicUrl, 'apercu', apiUrl),
    signatureLinks(publicUrl),
  );
}

/** `announce --date YYYY-MM-DD [--dry-run]`: tells every registered address the release date, once. */
export async function announceCommand(
  store: OwnerStore,
  io: CliIo,
  config: CliConfig,
  options: AnnounceOptions,
): Promise<number> {
  const releaseDate = checkReleaseDate(options.date);
  const publicUrl = config.publicUrl ?? site.url;
  if (options.preview !== undefined) {
    const message = sampleMessage(releaseDate, publicUrl, config.apiUrl);
    await writeFile(options.preview, message.html);
    print(io.stdout, `Subject: ${message.subject}\n\n${message.text}`);
    print(io.stderr, `Preview: nothing is sent. The HTML part is in ${options.preview}.`);
    return 0;
  }
  // A one-shot e-mail to every address: never with a placeholder in it for a live site.
  const placeholders = goLiveProblems(
    { siteUrl: site.url, publicUrl: config.publicUrl },
    await contentSources(),
  );
  if (placeholders.length > 0 && options.testTo === undefined && !options.dryRun) {
    throw new UsageError(
      `The content still holds placeholders (README, « Going live »); nothing is sent:\n${describePlaceholders(placeholders)}`,
    );
  }
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
  if (options.testTo !== undefined) {
    try {
      const address = checkEmail(options.testTo);
      if (!address.ok) throw new UsageError(`--test-to ${options.testTo}: ${address.message}`);
      const message = sampleMessage(releaseDate, config.publicUrl, config.apiUrl);
      await sender.send({ ...message, to: deliveryAddress(address.email) });
      print(io.stdout, `Test message sent to ${address.email}; nothing recorded.`);
      if (placeholders.length > 0) {
        print(io.stderr, `Before the real run, replace:\n${describePlaceholders(placeholders)}`);
      }
      return 0;
    } finally {
      sender.close();
    }
  }
  try {
    const report = await runAnnouncement(store, io, {
      releaseDate,
      publicUrl: config.publicUrl,
      apiUrl: config.apiUrl,
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
