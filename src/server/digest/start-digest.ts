import type { FastifyBaseLogger } from 'fastify';
import type { DigestSchedule } from '../../config/digest-schedule.ts';
import { dueWeek } from '../../digest/schedule.ts';
import { sendDigest, type DigestMail } from '../../digest/send.ts';
import { openDigestStore } from '../../store/digest-store.ts';

/** A claim this old without a send is a server that died while sending: another takes it over. */
const STALE_CLAIM_MS = 15 * 60_000;

export interface DigestOptions {
  readonly databaseUrl: string;
  readonly mail: DigestMail;
  readonly schedule: DigestSchedule;
  readonly log: FastifyBaseLogger;
  /** The clock (tests move it across the hour). */
  readonly now?: () => Date;
  /** How often the time is looked at (a minute). */
  readonly pollMs?: number;
}

export interface DigestScheduler {
  /** Sends the week's summary if it is due and no server sent it; resolves when done. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The server's sender of the owner's weekly summary (OWNER_DIGEST): every
 * minute it looks whether this week's moment has passed (by less than a
 * day: schedule.ts); once it has, it
 * claims the week in the database (src/store/digest-store.ts), so that with
 * several servers on one database exactly one sends, and sends. A failed
 * send gives the claim back: the next minute tries again.
 */
export function startDigest(options: DigestOptions): DigestScheduler {
  const now = options.now ?? (() => new Date());
  const { log } = options;
  /** The last week this server knows was sent: no database question until the next. */
  let done = '';
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function checkNow(): Promise<void> {
    const at = now();
    const week = dueWeek(at, options.schedule);
    if (stopped || week === undefined || week.key === done) return;
    const store = await openDigestStore(options.databaseUrl);
    try {
      const claim = await store.claim(week.key, at, new Date(at.getTime() - STALE_CLAIM_MS));
      if (claim === 'sent') done = week.key;
      if (claim !== 'claimed') return;
      try {
        await sendDigest(options.databaseUrl, options.mail, week, at);
      } catch (error) {
        await store.release(week.key);
        throw error;
      }
      await store.sent(week.key, now());
      done = week.key;
      log.info({ week: week.key }, 'owner’s weekly summary sent');
    } finally {
      await store.close();
    }
  }

  const check = () => {
    running = running.then(checkNow).catch((error: unknown) => {
      log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'owner’s weekly summary not sent: tried again in a minute',
      );
    });
    return running;
  };
  const timer = setInterval(() => void check(), options.pollMs ?? 60_000);
  timer.unref();
  void check();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
