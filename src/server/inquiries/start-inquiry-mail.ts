import type { FastifyBaseLogger } from 'fastify';
import { composeOwnerNotice } from '../../mail/inquiry-mail.tsx';
import { createSmtpSender } from '../../mail/smtp-sender.ts';
import { watched, type MailHealth } from '../mail-health.ts';
import type { ServerStore } from '../../store/open-store.ts';
import type { InquiryToSend } from '../../store/writes.ts';
import type { Config } from '../config.ts';
import { OutboxSender } from '../outbox-sender.ts';

/** Each SMTP step waits at most this long, well within the outbox's lease. */
const SMTP_TIMEOUT_MS = 30_000;
/**
 * The owner's e-mail is tried again after 1, 2, 4… minutes, then every hour,
 * for as long as it takes: an outage (or a refusal the owner must fix, such
 * as a wrong OWNER_EMAIL) delays it, never loses it.
 */
export const inquiryRetryDelayMs = (attempt: number) =>
  Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000);

export interface InquiryMail {
  /** Called after a request was stored (its e-mail is queued). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The server's sender of the owner's e-mails about quote requests, when
 * SMTP_URL, MAIL_FROM and OWNER_EMAIL are set; otherwise the requests wait
 * in the outbox (and are read with `npm run inquiries`) until they are.
 * The only recipient is OWNER_EMAIL: nothing is ever sent to an address
 * typed in the form, which only becomes the Reply-To.
 */
export function startInquiryMail(
  config: Config,
  store: Pick<ServerStore, 'claimInquiryMails' | 'inquiryMailSent' | 'inquiryMailFailed'>,
  log: FastifyBaseLogger,
  pollMs?: number,
  mailHealth?: MailHealth,
): InquiryMail {
  const mail = config.inquiryMail;
  if (!mail) {
    log.warn(
      'quote requests are stored but not mailed: the owner’s e-mail needs SMTP_URL, MAIL_FROM and OWNER_EMAIL',
    );
    return { wake: () => {}, stop: () => Promise.resolve() };
  }
  const mailer = watched(
    createSmtpSender(mail.smtpUrl, mail.mailFrom, SMTP_TIMEOUT_MS),
    mailHealth,
  );
  const sender = new OutboxSender<InquiryToSend>(
    {
      claim: (limit, leaseMs) => store.claimInquiryMails(limit, leaseMs),
      send: ({ inquiry }) => mailer.send({ ...composeOwnerNotice(inquiry), to: mail.ownerEmail }),
      async sent({ inquiry }) {
        await store.inquiryMailSent(inquiry.id);
        log.info({ inquiryId: inquiry.id }, 'owner’s e-mail sent');
      },
      async failed({ inquiry, attempt }, error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(Date.now() + inquiryRetryDelayMs(attempt));
        await store.inquiryMailFailed(inquiry.id, retryAt, message);
        log.warn(
          { inquiryId: inquiry.id, attempt, retryAt, reason: message },
          'owner’s e-mail failed',
        );
      },
    },
    log,
    pollMs,
  );
  sender.start();
  return {
    wake: () => {
      sender.wake();
    },
    async stop() {
      // First: a mail server that never answers must not hold the shutdown.
      mailer.close();
      await sender.stop();
    },
  };
}
