import Fastify from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { OutboxSender, type OutboxWork } from './outbox-sender.ts';

/**
 * The loop's rule, with an outbox kept in memory: what matters is when it
 * starts a send, not where the rows live (the stores' claims and leases have
 * their own tests on both engines).
 */
describe('the outbox loop and its lease (issue 19, item 4)', () => {
  it('starts no send once its batch’s lease is about to end, leaving the rest to whoever claims them next', async () => {
    const lease = { ms: 400, marginMs: 200 };
    const rows = Array.from({ length: 20 }, (_, index) => index);
    let claimedAt = 0;
    let claims = 0;
    const starts: number[] = [];
    const work: OutboxWork<number> = {
      claim: () => {
        claims += 1;
        if (claims === 1) claimedAt = Date.now();
        return Promise.resolve(rows.splice(0));
      },
      // A slow mail server: 60 ms a message.
      send: () => {
        starts.push(Date.now() - claimedAt);
        return new Promise((resolve) => setTimeout(resolve, 60));
      },
      sent: () => Promise.resolve(),
      failed: () => Promise.resolve(),
    };
    // The clock and the mail server's slowness are fake: time passes when the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const sender = new OutboxSender(work, Fastify().log, 60_000, 0, lease);
    sender.start();
    // Done with the batch (sent or left) when it claims again and finds nothing.
    while (claims < 2) await vi.advanceTimersByTimeAsync(10);
    await sender.stop();
    // 20 messages would take 1.2 s; the lease lets this server start them for 200 ms.
    expect(starts).toEqual([0, 60, 120, 180]);
  });

  it('paces its sends at the rate cap (CONFIRMATION_RATE_PER_MINUTE 600: one each 100 ms), however many are due', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => index);
    const starts: number[] = [];
    let claims = 0;
    const work: OutboxWork<number> = {
      claim: () => {
        claims += 1;
        return Promise.resolve(rows.splice(0));
      },
      send: () => {
        starts.push(Date.now());
        return Promise.resolve();
      },
      sent: () => Promise.resolve(),
      failed: () => Promise.resolve(),
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const started = Date.now();
    const sender = new OutboxSender(work, Fastify().log, 60_000, 60_000 / 600);
    sender.start();
    while (claims < 2) await vi.advanceTimersByTimeAsync(10);
    await sender.stop();
    expect(starts.map((at) => at - started)).toEqual([0, 100, 200, 300, 400]);
  });
});
