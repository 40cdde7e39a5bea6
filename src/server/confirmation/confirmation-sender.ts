import type { FastifyBaseLogger } from 'fastify';
import { deliveryAddress, maskEmail } from '../../shared/email.ts';
import type { ComposedMessage, MailSender } from '../../mail/smtp-sender.ts';
import type { ServerStore } from '../../store/open-store.ts';
import type { ConfirmationToSend } from '../../store/writes.ts';
import { OutboxSender } from '../outbox-sender.ts';
import { ConfirmationThrottle, type ThrottleVerdict } from './throttle.ts';

export interface ConfirmationSenderOptions {
  readonly store: ServerStore;
  readonly mailer: MailSender;
  readonly compose: (token: string) => ComposedMessage;
  readonly log: FastifyBaseLogger;
  /** How often the outbox is looked at besides the wake-ups (retries, other servers' rows). */
  readonly pollMs?: number;
  /** The most e-mails a minute this server sends (CONFIRMATION_RATE_PER_MINUTE); 0: no cap. */
  readonly ratePerMinute?: number;
  /** The limit per mailbox (throttle.ts). */
  readonly throttle?: ConfirmationThrottle;
}

/** An e-mail the throttle holds back (throttle.ts): never sent, or sent later. */
class Throttled extends Error {
  readonly verdict: Exclude<ThrottleVerdict, { send: true }>;

  constructor(verdict: Exclude<ThrottleVerdict, { send: true }>) {
    super(`throttled: too many confirmation e-mails to this ${verdict.reason}`);
    this.verdict = verdict;
  }
}

/** A failed e-mail is tried again after 1, 2, 4… minutes, 8 attempts in all (about 4 h). */
export const MAX_ATTEMPTS = 8;
export const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);

/** A refusal the SMTP server says is final (5xx): retrying would only repeat it. */
const isPermanent = (error: unknown) =>
  typeof (error as { responseCode?: unknown }).responseCode === 'number' &&
  (error as { responseCode: number }).responseCode >= 500;

/**
 * Sends the confirmation e-mails of the outbox (docs/decisions/010) through
 * the outbox loop the owner's e-mails use too (outbox-sender.ts): woken
 * after each sign-up that queued one, and every `pollMs`; rows are claimed
 * with a lease, so several servers on one PostgreSQL database each send a
 * different one, and a server that dies leaves its rows to the next.
 */
export class ConfirmationSender {
  private readonly outbox: OutboxSender<ConfirmationToSend>;
  private readonly options: ConfirmationSenderOptions;

  constructor(options: ConfirmationSenderOptions) {
    this.options = options;
    const { store, mailer, compose, log } = options;
    const throttle = options.throttle ?? new ConfirmationThrottle();
    this.outbox = new OutboxSender<ConfirmationToSend>(
      {
        claim: (limit, leaseMs) => store.claimConfirmations(limit, leaseMs),
        hold: ({ email }) => {
          const verdict = throttle.admit(email);
          return verdict.send ? undefined : new Throttled(verdict);
        },
        send: ({ email, token }) => mailer.send({ ...compose(token), to: deliveryAddress(email) }),
        async sent({ emailId, email }) {
          await store.confirmationSent(emailId);
          log.info({ emailId, email: maskEmail(email) }, 'confirmation e-mail sent');
        },
        async failed({ emailId, email, attempt }, error) {
          const masked = maskEmail(email);
          if (error instanceof Throttled) {
            // Past a mailbox's daily share the e-mail is dropped (the address,
            // unconfirmed, expires). Nothing waits for a domain: its budget is
            // kept at sign-up (DomainBudget), so nobody's e-mail is held.
            const { verdict } = error;
            await store.confirmationFailed(emailId, undefined, error.message);
            log.warn(
              { emailId, email: masked, reason: verdict.reason },
              'confirmation e-mail throttled',
            );
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          const giveUp = isPermanent(error) || attempt >= MAX_ATTEMPTS;
          const retryAt = giveUp ? undefined : new Date(Date.now() + retryDelayMs(attempt));
          await store.confirmationFailed(emailId, retryAt, message);
          if (giveUp)
            log.error(
              { emailId, email: masked, attempt, reason: message },
              'confirmation e-mail given up',
            );
          else
            log.warn(
              { emailId, email: masked, attempt, retryAt, reason: message },
              'confirmation e-mail failed',
            );
        },
      },
      log,
      options.pollMs,
      options.ratePerMinute ? 60_000 / options.ratePerMinute : 0,
    );
  }

  start(): void {
    this.outbox.start();
  }

  /** Looks at the outbox now (or right after the run in progress). */
  wake(): void {
    this.outbox.wake();
  }

  /** Resolves once everything queued so far has been handled (outbox-sender.ts). */
  settled(): Promise<void> {
    return this.outbox.settled();
  }

  /** Finishes the e-mail in hand and stops; what is left stays queued for the next start. */
  async stop(): Promise<void> {
    // Closing the transport first cuts a conversation with a mail server that
    // accepted the message but never answers: the send fails (and is tried
    // again by the next server) instead of holding the shutdown past its
    // deadline (issue 19, item 5).
    this.options.mailer.close();
    await this.outbox.stop();
  }
}
