import type { FastifyBaseLogger } from 'fastify';
import { composeConfirmation } from '../../mail/confirmation-mail.tsx';
import { createSmtpSender } from '../../mail/smtp-sender.ts';
import { watched, type MailHealth } from '../mail-health.ts';
import type { ServerStore } from '../../store/open-store.ts';
import type { Config } from '../config.ts';
import { ConfirmationSender } from './confirmation-sender.ts';
import { startExpiry } from './expiry.ts';

/** Each SMTP step waits at most this long, well within the sender's lease. */
const SMTP_TIMEOUT_MS = 30_000;

export interface Confirmations {
  /** Called after a sign-up that may have queued an e-mail. */
  wake(): void;
  /** Resolves once every e-mail queued so far has been handled (at once without mail). */
  settled(): Promise<void>;
  /** Finishes the e-mail in hand, stops the sender and the expiry. */
  stop(): Promise<void>;
}

/**
 * The server's background work for double opt-in: the sender of the
 * confirmation e-mails (with mail configured), and the hourly erasure of
 * addresses left unconfirmed (always).
 */
export function startConfirmations(
  config: Config,
  store: ServerStore,
  log: FastifyBaseLogger,
  mailHealth?: MailHealth,
): Confirmations {
  const stopExpiry = startExpiry(store, log);
  const mail = config.confirmationMail;
  if (config.confirmationMissing.length > 0) {
    log.warn(
      { missing: config.confirmationMissing },
      'single opt-in: confirmation e-mails need SMTP_URL, MAIL_FROM and PUBLIC_URL',
    );
  }
  const sender =
    mail &&
    new ConfirmationSender({
      store,
      mailer: watched(createSmtpSender(mail.smtpUrl, mail.mailFrom, SMTP_TIMEOUT_MS), mailHealth),
      compose: (token) => composeConfirmation(mail.publicUrl, token, mail.apiUrl),
      log,
      ratePerMinute: mail.ratePerMinute,
    });
  sender?.start();
  log.info({ doubleOptIn: Boolean(sender) }, sender ? 'double opt-in' : 'single opt-in');
  return {
    wake: () => sender?.wake(),
    settled: () => sender?.settled() ?? Promise.resolve(),
    async stop() {
      stopExpiry();
      await sender?.stop();
    },
  };
}
