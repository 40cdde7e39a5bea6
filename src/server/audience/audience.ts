import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { audienceCutoff, type ConversionKind } from '../../store/types.ts';
import type { VisitorStore } from '../../store/open-store.ts';
import { DailyVisitors } from './daily-visitors.ts';
import { PendingCounts } from './pending-counts.ts';
import { classifyUserAgent } from './user-agent.ts';

export interface AudienceOptions {
  readonly store: Pick<VisitorStore, 'recordAudience'>;
  readonly log: FastifyBaseLogger;
  /** `AUDIENCE=off`: nothing is counted, nothing written. */
  readonly enabled: boolean;
  /** How often counts go to the store (a crash loses at most this much). */
  readonly flushMs?: number;
  /** The clock (tests move it to the next day). */
  readonly now?: () => number;
}

/** What counting reads of a Fastify request (its address as TRUST_PROXY resolves it). */
export interface CountedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly ip: string;
  readonly hostname: string;
}

/** Distinct referring sites kept a day; past it they count as one, so a forged header cannot fill the table. */
const MAX_REFERRERS_A_DAY = 500;
const OTHER_REFERRERS = '(autres)';
/**
 * A referring site is named in the counts once visitors from this many
 * different networks (an IPv4 address or an IPv6 /64, whatever their
 * User-Agent) came from it that day; before, its views count as
 * « (autres) ». One client forging Referer headers, even rotating its
 * User-Agent (security review L1), or a host seen once, then takes no place
 * in the day's list from the real referring sites (issue 28).
 */
const VISITORS_TO_NAME_A_REFERRER = 2;
/** Hosts one visitor may propose a day, and candidates remembered: memory stays bounded. */
const CANDIDATES_PER_VISITOR = 5;
const MAX_CANDIDATES = 5_000;

/**
 * The audience counts of docs/decisions/012-audience-counts.md and 018. Each
 * page's inline beacon reports its view to routes/page-views.ts, which calls
 * `countPageView`, whoever served the page; the forms' routes call
 * `recordConversion`. Everything is counted in memory and added
 * to the daily tables every few seconds and at close, off the requests' path:
 * a crash loses a few seconds of counts, never a sign-up (which is committed
 * before its answer, as ever). Visitors who ask not to be followed
 * (`Sec-GPC: 1`, `DNT: 1`) and robots are not counted.
 */
export class Audience {
  private readonly visitors: DailyVisitors;
  private pending = new PendingCounts();
  private purgeDue = true;
  private readonly referrersToday = new Set<string>();
  /** Referring hosts not yet named today: the visitors seen coming from each, and their views. */
  private readonly candidates = new Map<string, { visitors: Set<string>; views: number }>();
  /** How many candidate hosts each visitor proposed today. */
  private readonly proposals = new Map<string, number>();
  private referrersDay = '';
  private knownPages: ReadonlySet<string> = new Set();
  private readonly timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  private readonly options: AudienceOptions;

  constructor(options: AudienceOptions) {
    this.options = options;
    const now = options.now ?? Date.now;
    this.visitors = new DailyVisitors(now);
    if (options.enabled) {
      this.timer = setInterval(() => void this.flush(), options.flushMs ?? 5_000);
      this.timer.unref();
    }
  }

  get enabled(): boolean {
    return this.options.enabled && !this.stopped;
  }

  /** The site's page addresses: a conversion's page is kept only when it is one of them. */
  setPages(paths: Iterable<string>): void {
    this.knownPages = new Set(paths);
  }

  /**
   * A page view its beacon reported (routes/page-views.ts), whoever served
   * the page (this server, or nginx from deploy/, or a static host): `path`,
   * the page's address on the site, counted when it is one of the site's
   * pages; `referrer`, the host of the site the visitor came from when it is
   * another. False when nothing was counted.
   */
  countPageView(request: CountedRequest, path: string, referrer?: string): boolean {
    if (!this.knownPages.has(path)) return false;
    const day = this.countView(request, path);
    if (day === undefined) return false;
    const host = referrer === undefined ? undefined : referrerHost(referrer, request.hostname);
    if (host !== undefined) this.countReferrer(day, host, this.visitors.networkOf(request.ip));
    return true;
  }

  /** A view counted (its day), or undefined when it is not counted (off, a robot, an objection). */
  private countView(request: CountedRequest, path: string): string | undefined {
    if (!this.enabled) return undefined;
    const { headers } = request;
    if (objects(headers)) return undefined;
    const userAgent = headers['user-agent'];
    const agent = classifyUserAgent(userAgent);
    if (agent.robot || userAgent === undefined) return undefined;
    const day = this.today();
    const newVisit = this.visitors.arrive(request.ip, userAgent, path);
    this.pending.view(day, path, newVisit, agent.device);
    return day;
  }

  /**
   * A sign-up or a quote request was stored: counted for today with the page
   * its form was sent from (`fromPath`, as the form said, kept only when it
   * is a page of the site) and the page the visit began on. A visitor who
   * objects is counted without either.
   */
  recordConversion(kind: ConversionKind, request: CountedRequest, fromPath?: string): void {
    if (!this.enabled) return;
    const day = this.today();
    const { headers } = request;
    const userAgent = headers['user-agent'];
    if (objects(headers) || userAgent === undefined) {
      this.pending.conversion(day, kind, '', '');
      return;
    }
    const entryPath = this.visitors.entryOf(request.ip, userAgent) ?? '';
    this.pending.conversion(
      day,
      kind,
      fromPath !== undefined && this.knownPages.has(fromPath) ? fromPath : '',
      entryPath,
    );
  }

  /** Adds what was counted to the store; on failure keeps it for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  /** Stops counting and flushes what is left (the application's close, at SIGTERM). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const wasEnabled = this.enabled;
    this.stopped = true;
    if (wasEnabled) await this.flush();
  }

  private async flushNow(): Promise<void> {
    const purgeBefore = this.purgeDue ? audienceCutoff(new Date(this.now())) : undefined;
    if (this.pending.empty && purgeBefore === undefined) return;
    const batch = this.pending.toBatch(purgeBefore);
    this.pending = new PendingCounts();
    try {
      await this.options.store.recordAudience(batch);
      if (purgeBefore !== undefined) this.purgeDue = false;
    } catch (error) {
      this.pending.restore(batch);
      this.options.log.warn({ err: error }, 'audience counts not written: kept for the next flush');
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private today(): string {
    const day = this.visitors.today();
    if (day !== this.referrersDay) {
      this.referrersDay = day;
      this.referrersToday.clear();
      this.candidates.clear();
      this.proposals.clear();
      this.purgeDue = true;
    }
    return day;
  }

  /**
   * Counts a view referred by `host`: under its name once it is named today,
   * else under « (autres) » until enough visitors came from it; its views so
   * far then move to its name.
   */
  private countReferrer(day: string, host: string, network: string): void {
    if (this.referrersToday.has(host)) {
      this.pending.referrer(day, host);
      return;
    }
    this.pending.referrer(day, OTHER_REFERRERS);
    if (this.referrersToday.size >= MAX_REFERRERS_A_DAY) return;
    let candidate = this.candidates.get(host);
    if (!candidate) {
      const proposed = this.proposals.get(network) ?? 0;
      if (proposed >= CANDIDATES_PER_VISITOR || this.candidates.size >= MAX_CANDIDATES) return;
      this.proposals.set(network, proposed + 1);
      candidate = { visitors: new Set(), views: 0 };
      this.candidates.set(host, candidate);
    }
    candidate.visitors.add(network);
    candidate.views += 1;
    if (candidate.visitors.size < VISITORS_TO_NAME_A_REFERRER) return;
    this.candidates.delete(host);
    this.referrersToday.add(host);
    this.pending.referrer(day, host, candidate.views);
    this.pending.referrer(day, OTHER_REFERRERS, -candidate.views);
  }

  /** For the tests: the day's salt's fingerprint. */
  saltFingerprint(): string {
    this.today();
    return this.visitors.saltFingerprint();
  }
}

/** The referring site's host name as the beacon gave it, or undefined for this site itself or what is no host name. */
function referrerHost(referrer: string, ownHostname: string): string | undefined {
  const hostname = URL.parse(`http://${referrer}/`)?.hostname;
  if (!hostname || hostname !== referrer.toLowerCase() || hostname === ownHostname)
    return undefined;
  return hostname;
}

/** The visitor asks not to be followed (Global Privacy Control, Do Not Track). */
function objects(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audience counts (src/server/audience/audience.ts): `recordConversion` after a form is stored. */
    readonly audience: Audience;
  }
}
