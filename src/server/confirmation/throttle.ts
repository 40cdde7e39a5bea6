import { emailKey } from '../../shared/email.ts';

/**
 * How many confirmation e-mails go where (issue 19, item 1: one client made
 * the server mail one mailbox 13 times in seconds by spelling it
 * `victim+1@…`, `victim+2@…`). A sign-up is answered as before — nobody
 * learns anything — but its e-mail is held to these limits when it is sent.
 */
export interface ThrottleLimits {
  /**
   * E-mails a day to one mailbox (mailboxOf), counted apart for its plain
   * spellings and its `+tag` ones, so tagged spellings never silence the
   * person's own plain address; the rest are not sent.
   */
  readonly perMailboxPerDay: number;
  /** E-mails an hour to one domain; the rest wait for the next hour. */
  readonly perDomainPerHour: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perMailboxPerDay: 3, perDomainPerHour: 60 };

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export type ThrottleVerdict =
  | { readonly send: true }
  | { readonly send: false; readonly reason: 'mailbox' }
  | { readonly send: false; readonly reason: 'domain'; readonly retryAt: Date };

/** Providers whose addresses ignore dots in the local part, under one domain. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address reaches: its key without a `+tag`
 * (`victim+1@x.fr` → `victim@x.fr`), and at Gmail without dots, under
 * gmail.com (`v.ic.tim@googlemail.com` → `victim@gmail.com`). `tagged`:
 * the address was spelled with a `+tag`.
 */
export function mailboxOf(email: string): {
  readonly mailbox: string;
  readonly domain: string;
  readonly tagged: boolean;
} {
  const key = emailKey(email);
  const at = key.lastIndexOf('@');
  const local = key.slice(0, at);
  const plus = local.indexOf('+');
  const tagged = plus > 0;
  const dotless = DOTLESS_DOMAINS[key.slice(at + 1)];
  const domain = dotless ?? key.slice(at + 1);
  const untagged = tagged ? local.slice(0, plus) : local;
  const name = dotless ? untagged.replaceAll('.', '') : untagged;
  return { mailbox: `${name}@${domain}`, domain, tagged };
}

/**
 * The limits, counted in this server's memory (several servers each allow
 * as much: the limits are per server, which still bounds a mailbox to a few
 * e-mails). Forgotten at restart, like the rate limit.
 */
export class ConfirmationThrottle {
  private readonly mailboxes = new Map<string, number[]>();
  private readonly domains = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  /** Whether an e-mail to `email` may go now; if so it is counted. */
  admit(email: string, now = Date.now()): ThrottleVerdict {
    const { mailbox: name, domain, tagged } = mailboxOf(email);
    const mailbox = `${tagged ? 'tagged' : 'plain'}:${name}`;
    const toMailbox = recent(this.mailboxes, mailbox, now - DAY_MS);
    if (toMailbox.length >= this.limits.perMailboxPerDay) return { send: false, reason: 'mailbox' };
    const toDomain = recent(this.domains, domain, now - HOUR_MS);
    if (toDomain.length >= this.limits.perDomainPerHour) {
      return { send: false, reason: 'domain', retryAt: new Date((toDomain[0] ?? now) + HOUR_MS) };
    }
    this.mailboxes.set(mailbox, [...toMailbox, now]);
    this.domains.set(domain, [...toDomain, now]);
    prune(this.mailboxes, now - DAY_MS);
    prune(this.domains, now - HOUR_MS);
    return { send: true };
  }
}

/** The times in `map` under `key` after `since`, oldest first. */
function recent(map: ReadonlyMap<string, number[]>, key: string, since: number): number[] {
  return (map.get(key) ?? []).filter((time) => time > since);
}

/** Keeps memory bounded under a flood of addresses: entries with nothing recent go. */
function prune(map: Map<string, number[]>, since: number): void {
  if (map.size < 10_000) return;
  for (const [key, times] of map) {
    if (!times.some((time) => time > since)) map.delete(key);
  }
}

/** Sign-ups one client may make to one mail domain in an hour, when each sends an e-mail. */
export const DOMAIN_SHARE_PER_CLIENT = 10;

/**
 * A domain's hourly cap (ThrottleLimits) is shared by every visitor: sixty
 * made-up addresses at gmail.com from one client would spend it, and every
 * real visitor's confirmation would wait an hour. Each client therefore gets
 * a share of it (DOMAIN_SHARE_PER_CLIENT), counted where the client is known:
 * at sign-up, by the route, before anything is stored or queued.
 */
export class DomainShares {
  private readonly taken = new Map<string, number[]>();

  constructor(private readonly perClient = DOMAIN_SHARE_PER_CLIENT) {}

  /** Counts one sign-up of `client` to `email`'s domain; false past its share (nothing counted). */
  take(client: string, email: string, now = Date.now()): boolean {
    const key = `${client} ${mailboxOf(email).domain}`;
    const times = recent(this.taken, key, now - HOUR_MS);
    if (times.length >= this.perClient) return false;
    this.taken.set(key, [...times, now]);
    prune(this.taken, now - HOUR_MS);
    return true;
  }

  /** Gives back a sign-up's share when its write failed (503): the visitor's retry is not counted twice. */
  giveBack(client: string, email: string): void {
    const key = `${client} ${mailboxOf(email).domain}`;
    this.taken.get(key)?.pop();
  }
}
