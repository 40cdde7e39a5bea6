import { emailKey } from '../../shared/email.ts';

/**
 * How many confirmation e-mails go where (issue 19, item 1: one client made
 * the server mail one mailbox 13 times in seconds by spelling it
 * `victim+1@…`, `victim+2@…`). A sign-up is answered as before — nobody
 * learns anything — but its e-mail is held to this limit when it is sent.
 * A domain's hourly budget is kept at the door instead (DomainBudget), where
 * the client is known: docs/decisions/ « confirmation-domain-budget ».
 */
export interface ThrottleLimits {
  /**
   * E-mails a day to one mailbox (mailboxOf), counted apart for its plain
   * spellings and its `+tag` ones, so tagged spellings never silence the
   * person's own plain address; the rest are not sent.
   */
  readonly perMailboxPerDay: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perMailboxPerDay: 3 };

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export type ThrottleVerdict =
  { readonly send: true } | { readonly send: false; readonly reason: 'mailbox' };

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
  private readonly limits: ThrottleLimits;

  constructor(limits: ThrottleLimits = DEFAULT_THROTTLE) {
    this.limits = limits;
  }

  /** Whether an e-mail to `email` may go now; if so it is counted. */
  admit(email: string, now = Date.now()): ThrottleVerdict {
    const { mailbox: name, tagged } = mailboxOf(email);
    const mailbox = `${tagged ? 'tagged' : 'plain'}:${name}`;
    const toMailbox = recent(this.mailboxes, mailbox, now - DAY_MS);
    if (toMailbox.length >= this.limits.perMailboxPerDay) return { send: false, reason: 'mailbox' };
    this.mailboxes.set(mailbox, [...toMailbox, now]);
    prune(this.mailboxes, now - DAY_MS);
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

/** Sign-ups one client (its network) may make to one mail domain in an hour, when each sends an e-mail. */
export const DOMAIN_SHARE_PER_CLIENT = 10;
/** Confirmation e-mails an hour to one domain from clients past their first one there. */
export const DOMAIN_BUDGET_PER_HOUR = 60;

/**
 * A domain's hourly budget of confirmation e-mails, kept at sign-up where the
 * client (its network: networkOf) is known, real visitors first
 * (docs/decisions/ « confirmation-domain-budget »):
 * - a client's first sign-up to a domain in the hour — a person signs up
 *   once — is always let through, and spends nothing of the domain's budget,
 *   so no set of clients can make a real visitor's e-mail wait;
 * - each further one spends the domain's budget (DOMAIN_BUDGET_PER_HOUR),
 *   shared by those clients only, and the client's own share
 *   (DOMAIN_SHARE_PER_CLIENT); past either it is refused (429) at once,
 *   never queued behind the others.
 * Nothing is ever held in the outbox for a domain.
 */
export class DomainBudget {
  /** Sign-ups by client and domain, and the domain's budget spent, each as times. */
  private readonly byClient = new Map<string, number[]>();
  private readonly byDomain = new Map<string, number[]>();

  private readonly perClient: number;
  private readonly perDomain: number;

  constructor(perClient = DOMAIN_SHARE_PER_CLIENT, perDomain = DOMAIN_BUDGET_PER_HOUR) {
    this.perClient = perClient;
    this.perDomain = perDomain;
  }

  /**
   * Counts one sign-up of `client` to `email`'s domain; false when it is
   * refused (nothing counted). `take` returns what `giveBack` needs.
   */
  take(client: string, email: string, now = Date.now()): Taken | undefined {
    const domain = mailboxOf(email).domain;
    const clientKey = `${client} ${domain}`;
    const mine = recent(this.byClient, clientKey, now - HOUR_MS);
    if (mine.length >= this.perClient) return undefined;
    const first = mine.length === 0;
    if (!first) {
      const spent = recent(this.byDomain, domain, now - HOUR_MS);
      if (spent.length >= this.perDomain) return undefined;
      this.byDomain.set(domain, [...spent, now]);
      prune(this.byDomain, now - HOUR_MS);
    }
    this.byClient.set(clientKey, [...mine, now]);
    prune(this.byClient, now - HOUR_MS);
    return { clientKey, domain, first };
  }

  /** Gives back a sign-up's share when its write failed (503): the visitor's retry is not counted twice. */
  giveBack(taken: Taken): void {
    this.byClient.get(taken.clientKey)?.pop();
    if (!taken.first) this.byDomain.get(taken.domain)?.pop();
  }
}

/**
 * The spellings of one mailbox (mailboxOf, plain and `+tag` apart) a client
 * (its network: networkOf) may sign up in a day: one (security review L9).
 * The sender mails a mailbox 3 times a day at most, whatever its spelling
 * (ConfirmationThrottle), so three dotted Gmail spellings from one network
 * used to take the whole day's share and silence the person's own sign-up.
 * Kept at sign-up, where the client is known, like DomainBudget:
 * - a client's first spelling of a mailbox in the day is let through, and so
 *   is that same spelling again (a retry is a repeat, answered as before);
 * - another spelling of it from the same client is refused (429) at once, so
 *   it spends nothing of the mailbox's share at the sender.
 * Silencing a person now takes three networks, each spending its one e-mail;
 * the sender's cap still bounds what one inbox receives in a day.
 */
export class MailboxSpellings {
  /** The spelling (emailKey) each client used for a mailbox, and when. */
  private readonly byClient = new Map<string, { readonly key: string; readonly at: number }>();

  /**
   * Counts `client`'s sign-up of `email`; undefined when it is refused
   * (nothing counted). `take` returns what `giveBack` needs.
   */
  take(client: string, email: string, now = Date.now()): SpellingTaken | undefined {
    const { mailbox, tagged } = mailboxOf(email);
    const clientKey = `${client} ${tagged ? 'tagged' : 'plain'}:${mailbox}`;
    const key = emailKey(email);
    const earlier = this.byClient.get(clientKey);
    if (earlier && earlier.at > now - DAY_MS) {
      return earlier.key === key ? { clientKey, first: false } : undefined;
    }
    this.byClient.set(clientKey, { key, at: now });
    if (this.byClient.size >= 10_000) {
      for (const [entry, { at }] of this.byClient) {
        if (at <= now - DAY_MS) this.byClient.delete(entry);
      }
    }
    return { clientKey, first: true };
  }

  /** Forgets a first spelling whose sign-up was not stored (503): the retry may use any. */
  giveBack(taken: SpellingTaken): void {
    if (taken.first) this.byClient.delete(taken.clientKey);
  }
}

export interface SpellingTaken {
  readonly clientKey: string;
  readonly first: boolean;
}

export interface Taken {
  readonly clientKey: string;
  readonly domain: string;
  readonly first: boolean;
}
