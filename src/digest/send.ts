import { composeDigest } from './digest-mail.tsx';
import { createSmtpSender } from '../mail/smtp-sender.ts';
import { gatherDigest } from './gather.ts';
import type { DigestWeek } from './schedule.ts';

/** Where the weekly summary goes from and to (SMTP_URL, MAIL_FROM, OWNER_EMAIL). */
export interface DigestMail {
  readonly smtpUrl: string;
  readonly mailFrom: string;
  readonly ownerEmail: string;
}

/** Each SMTP step waits at most this long. */
const SMTP_TIMEOUT_MS = 30_000;

/** Reads the week's summary and sends it to the owner; resolves once the mail server accepted it. */
export async function sendDigest(
  databaseUrl: string,
  mail: DigestMail,
  week: DigestWeek,
  now: Date,
): Promise<void> {
  const message = composeDigest(await gatherDigest(databaseUrl, week, now));
  const sender = createSmtpSender(mail.smtpUrl, mail.mailFrom, SMTP_TIMEOUT_MS);
  try {
    await sender.send({ ...message, to: mail.ownerEmail });
  } finally {
    sender.close();
  }
}
