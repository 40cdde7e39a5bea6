import type { MailSender } from '../mail/smtp-sender.ts';

/** Mail failing for this long (MAIL_FAILING_MINUTES) turns GET /api/health to 503. */
export const DEFAULT_MAIL_FAILING_MINUTES = 30;

/**
 * Whether the server's e-mails go out: every send of the server's mailers
 * (confirmations, the owner's e-mails) goes through `watch`, which notes when
 * sending started failing and forgets it at the next success. A recipient
 * refused (one bad address) is not mail failing. GET /api/health reports the
 * failure once it lasted `limitMs`, so a monitor pointed at it notices a mail
 * server down or a wrong password instead of a queue growing unseen.
 */
export class MailHealth {
  private failingSince: number | undefined;
  private lastReason = '';

  private readonly limitMs: number;
  private readonly now: () => number;

  constructor(limitMs = DEFAULT_MAIL_FAILING_MINUTES * 60_000, now: () => number = Date.now) {
    this.limitMs = limitMs;
    this.now = now;
  }

  watch(mailer: MailSender): MailSender {
    return {
      send: async (message) => {
        try {
          await mailer.send(message);
        } catch (error) {
          if (!isRecipientRefusal(error)) {
            this.failingSince ??= this.now();
            this.lastReason = error instanceof Error ? error.message : String(error);
          }
          throw error;
        }
        this.failingSince = undefined;
      },
      close: () => {
        mailer.close();
      },
    };
  }

  /** Undefined while mail goes out (or failed for less than the limit); else what is wrong. */
  problem(): string | undefined {
    if (this.failingSince === undefined || this.limitMs <= 0) return undefined;
    const minutes = Math.floor((this.now() - this.failingSince) / 60_000);
    if (this.now() - this.failingSince < this.limitMs) return undefined;
    return `e-mails have failed for ${String(minutes)} min (last: ${this.lastReason})`;
  }
}

/** The SMTP server refused this message's recipient (550 at RCPT TO), not the mail as a whole. */
function isRecipientRefusal(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'EENVELOPE' || (typeof message === 'string' && message.startsWith('recipient refused'))
  );
}

/** `mailer`, watched by `health` when there is one. */
export function watched(mailer: MailSender, health: MailHealth | undefined): MailSender {
  return health ? health.watch(mailer) : mailer;
}
