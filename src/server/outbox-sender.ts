import type { FastifyBaseLogger } from 'fastify';

/** What an outbox sender does with its rows (one implementation per kind of e-mail). */
export interface OutboxWork<Item> {
  /** Claims due rows with a lease (another server does not take them; a dead one's come back). */
  claim(limit: number, leaseMs: number): Promise<Item[]>;
  /**
   * Why an item may not be sent now (a throttle), or undefined: it then goes
   * to `failed` at once, without waiting its turn in the rate cap.
   */
  hold?(item: Item): Error | undefined;
  /** Resolves once the SMTP server accepted the message. */
  send(item: Item): Promise<void>;
  /** Records the delivery (the row leaves the outbox). */
  sent(item: Item): Promise<void>;
  /** Records the failure and when to try again. */
  failed(item: Item, error: unknown): Promise<void>;
}

/** Longer than any send can take (the SMTP timeouts): a claimed row comes back after it. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/**
 * No send starts this close to the end of its batch's lease: a slow mail
 * server made a batch outlast it, and another server claimed the rest again
 * and sent them twice (issue 19, item 4). The rows left go back to the
 * outbox when the lease ends, to whichever server claims them.
 */
export const LEASE_MARGIN_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Sends an outbox's e-mails in the background: woken after each write that
 * queued one, and every `pollMs` (retries, rows left by a server that died).
 * Nothing here can slow a request: its 2xx was sent at the commit.
 */
export class OutboxSender<Item> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  private lastSend = 0;
  private pause: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  private readonly work: OutboxWork<Item>;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly minIntervalMs: number;
  private readonly lease: { ms: number; marginMs: number };

  /**
   * `minIntervalMs`: the least time between two sends, however many are
   * queued: a cap on the rate the server mails at (a flood of sign-ups
   * drains slowly instead of all at once).
   */
  constructor(
    work: OutboxWork<Item>,
    log: FastifyBaseLogger,
    pollMs = 10_000,
    minIntervalMs = 0,
    lease = { ms: OUTBOX_LEASE_MS, marginMs: LEASE_MARGIN_MS },
  ) {
    this.work = work;
    this.log = log;
    this.pollMs = pollMs;
    this.minIntervalMs = minIntervalMs;
    this.lease = lease;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.wake();
    }, this.pollMs);
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

  /**
   * Resolves once the loop has looked at the outbox since this call and
   * found nothing due: every e-mail queued before it is sent, failed or
   * dropped. What tests wait for, rather than a fixed time.
   */
  async settled(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** Finishes the e-mail in hand and stops; what is left stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.pause) {
      clearTimeout(this.pause.timer);
      this.pause.resolve();
    }
    await this.running;
  }

  /** A method, not the field: stop() may have run during the awaits of a drain. */
  private isStopped(): boolean {
    return this.stopped;
  }

  /** Waits until `minIntervalMs` has passed since the last send (stop() cuts it short). */
  private paced(): Promise<void> {
    const wait = this.lastSend + this.minIntervalMs - Date.now();
    if (wait <= 0 || this.isStopped()) return Promise.resolve();
    return new Promise((resolve) => {
      this.pause = {
        resolve,
        timer: setTimeout(() => {
          this.pause = undefined;
          resolve();
        }, wait),
      };
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.isStopped()) {
        const claimed = await this.work.claim(BATCH, this.lease.ms);
        const lastStart = Date.now() + this.lease.ms - this.lease.marginMs;
        for (const item of claimed) {
          // The rest of this batch is no longer surely ours: left to its lease.
          if (Date.now() > lastStart) break;
          const held = this.work.hold?.(item);
          if (held) {
            await this.work.failed(item, held);
            continue;
          }
          await this.paced();
          if (this.isStopped() || Date.now() > lastStart) break;
          this.lastSend = Date.now();
          try {
            await this.work.send(item);
          } catch (error) {
            await this.work.failed(item, error);
            continue;
          }
          await this.work.sent(item);
        }
        // Until a claim finds nothing: a claim may come back short yet leave
        // rows due (PostgreSQL's drops confirmations whose address is no longer pending).
        if (claimed.length === 0) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'outbox unavailable');
    }
  }
}
