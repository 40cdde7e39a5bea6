import type { FastifyBaseLogger } from 'fastify';
import { verifySmtp } from '../mail/smtp-sender.ts';
import type { Config } from './config.ts';

/**
 * At start, when the server sends e-mails, checks SMTP_URL (the server
 * answers, the login is accepted) in the background: a warning saying why
 * when it fails, so a wrong password shows in the journal at the deploy and
 * not hours later; the server starts either way (the outbox keeps the
 * e-mails until the mail server takes them). Resolves once logged.
 */
export async function verifyMailAtStart(
  config: Pick<Config, 'confirmationMail' | 'inquiryMail'>,
  log: FastifyBaseLogger,
  timeoutMs?: number,
): Promise<void> {
  const smtpUrl = config.confirmationMail?.smtpUrl ?? config.inquiryMail?.smtpUrl;
  if (smtpUrl === undefined) return;
  try {
    await verifySmtp(smtpUrl, timeoutMs);
    log.info('SMTP_URL verified: the mail server accepts the connection and the login');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { reason },
      'SMTP_URL could not be verified: e-mails wait in the outbox until the mail server takes them',
    );
  }
}
