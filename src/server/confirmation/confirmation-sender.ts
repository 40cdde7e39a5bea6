import type { FastifyBaseLogger } from 'fastify';
import { deliveryAddress, maskEmail } from '../../shared/email.ts';
import type { ComposedMessage, MailSender } from '../../mail/smtp-sender.ts';
import type { ConfirmationStore, ConfirmationToSend } from '../../store/confirmation-store.ts';

export interface ConfirmationSenderOptions {
  readonly store: ConfirmationStore;
  readonly mailer: MailSender;
  readonly compose: (token: string) => ComposedMessage;
  readonly log: FastifyBaseLogger;
  /** How often the outbox is looked at besides the wake-ups (retries, other servers' rows). */
  readonly pollMs?: number;
}

/** E-mails claimed at once; each is sent, then recorded, before the next. */
const BATCH = 20;
/** Longer than any send can take (the SMTP timeouts below): a claimed row comes back after it. */
export const LEASE_MS = 5 * 60_000;
/** A failed e-mail is tried again after 1, 2, 4… minutes, 8 attempts in all (about 4 h). */
export const MAX_ATTEMPTS = 8;
export const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);

/** A refusal the SMTP server says is final (5xx): retrying would only repeat it. */
const isPermanent = (error: unknown) =>
  typeof (error as { responseCode?: unknown }).responseCode === 'number' &&
  (error as { responseCode: number }).responseCode >= 500;

/**
 * Sends the confirmation e-mails of the outbox (docs/decisions/010): woken
 * after each sign-up that queued one, and every `pollMs`. Rows are claimed
 * with a lease, so several servers on one PostgreSQL database each send a
 * different one, and a server that dies leaves its rows to the next.
 * Nothing here can slow a sign-up: the 201 was sent at the commit.
 */
export class ConfirmationSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: ConfirmationSenderOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.wake();
    }, this.options.pollMs ?? 10_000);
    this.wake();
  }

  /** Looks at the outbox now (or right after the run in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Finishes the e-mail in hand and stops; what is left stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.options.mailer.close();
  }

  /** A method, not the field: stop() may have run during the awaits of a drain. */
  private isStopped(): boolean {
    return this.stopped;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const claimed = await this.options.store.claimConfirmations(BATCH, LEASE_MS);
        for (const confirmation of claimed) {
          if (this.isStopped()) return;
          await this.sendOne(confirmation);
        }
        // Until a claim finds nothing: a claim may come back short yet leave
        // rows due (PostgreSQL's drops e-mails whose address is no longer pending).
        if (claimed.length === 0) return;
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'confirmation outbox unavailable');
    }
  }

  private async sendOne({ emailId, email, token, attempt }: ConfirmationToSend): Promise<void> {
    const { store, mailer, compose, log } = this.options;
    const masked = maskEmail(email);
    try {
      await mailer.send({ ...compose(token), to: deliveryAddress(email) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanent(error) || attempt >= MAX_ATTEMPTS;
      const retryAt = giveUp ? undefined : new Date(Date.now() + retryDelayMs(attempt));
      await store.confirmationFailed(emailId, retryAt, message);
      if (giveUp) log.error({ emailId, email: masked, attempt }, 'confirmation e-mail given up');
      else log.warn({ emailId, email: masked, attempt, retryAt }, 'confirmation e-mail failed');
      return;
    }
    await store.confirmationSent(emailId);
    log.info({ emailId, email: masked }, 'confirmation e-mail sent');
  }
}
