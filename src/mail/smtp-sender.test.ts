import { describe, expect, it } from 'vitest';
import { createThrottle } from './smtp-sender.ts';

describe('the send throttle', () => {
  it('spaces sends evenly at the configured rate', async () => {
    let clock = 0;
    const waits: number[] = [];
    const throttle = createThrottle(
      120,
      (ms) => {
        waits.push(ms);
        clock += ms;
        return Promise.resolve();
      },
      () => clock,
    );
    for (let i = 0; i < 4; i += 1) await throttle();
    expect(waits).toEqual([500, 500, 500]);
    expect(clock).toBe(1500);
  });

  it('never waits when the rate is 0', async () => {
    const throttle = createThrottle(0, () => Promise.reject(new Error('should not wait')));
    await throttle();
    await throttle();
  });
});
