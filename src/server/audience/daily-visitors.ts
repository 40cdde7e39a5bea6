import { createHash, hash, randomBytes } from 'node:crypto';
import type { Day } from '../../store/types.ts';
import { networkOf } from '../network.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tells a visit's first page from its next ones without keeping who
 * visited, as Plausible does: a visitor is the hash of a random salt, the
 * client's address and its User-Agent. The salt lives in this object only
 * (never written, never logged) and is replaced at each UTC day's change,
 * with every hash of the day before: a hash can then be matched neither to
 * an address nor to the same visitor on another day. Each hash is kept,
 * in memory, with the page its visit began on, for the conversion rate per
 * entry page. A server restart draws a new salt: a visitor of the morning
 * is counted again in the afternoon, an error on the side of anonymity.
 */
export class DailyVisitors {
  private day: Day = '';
  private dayEnds = 0;
  private salt = '';
  private readonly entries = new Map<string, string>();
  private readonly now: () => number;
  /** Past this many visitors a day, new ones are counted but not remembered (memory bound). */
  private readonly maxVisitors: number;

  constructor(now: () => number, maxVisitors = 100_000) {
    this.now = now;
    this.maxVisitors = maxVisitors;
  }

  /** Today (UTC), drawing a new salt and forgetting yesterday's visitors when the day changed. */
  today(): Day {
    const now = this.now();
    if (now >= this.dayEnds) {
      this.dayEnds = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
      this.day = new Date(now).toISOString().slice(0, 10);
      this.salt = randomBytes(32).toString('base64');
      this.entries.clear();
    }
    return this.day;
  }

  /** Whether the visitor is new today (its visit begins on `path`, remembered). */
  arrive(address: string, userAgent: string, path: string): boolean {
    const visitor = this.hash(address, userAgent);
    if (this.entries.has(visitor)) return false;
    if (this.entries.size < this.maxVisitors) this.entries.set(visitor, path);
    return true;
  }

  /** The page today's visit of this visitor began on, if it was seen. */
  entryOf(address: string, userAgent: string): string | undefined {
    return this.entries.get(this.hash(address, userAgent));
  }

  /**
   * The client's network for today (a salted hash of networkOf: an IPv4
   * address or an IPv6 /64), whatever User-Agent it sends: what must differ
   * for two visitors to vouch for a referring site (security review L1).
   */
  networkOf(address: string): string {
    return hash('sha256', `${this.salt}network\n${networkOf(address)}`, 'base64');
  }

  /** The visitor's key for today (a salted hash of address and User-Agent, never stored). */
  private hash(address: string, userAgent: string): string {
    return hash('sha256', `${this.salt}${address}\n${userAgent}`, 'base64');
  }

  /** For the tests: the salt's fingerprint, to see that it changed (the salt itself stays here). */
  saltFingerprint(): string {
    return createHash('sha256').update(this.salt).digest('hex').slice(0, 8);
  }
}
