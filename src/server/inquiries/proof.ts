import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The quote form's proof of work (ALTCHA, self-hosted: no cookie, no third
 * party). The page asks for a challenge when the form comes into use; its
 * worker finds the counter the server picked (SHA-256, a few thousand
 * hashes: a fraction of a second for a visitor, a real cost for a robot
 * posting thousands), and the form sends the solution with the request.
 *
 * The challenge's signed data carries the time it was made: the signed
 * render timestamp of the minimum fill time. Verifying is two HMACs (the
 * derived key's signature), so checking costs the server nearly nothing.
 */
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 20_000;
/** Long enough to write a long message; an older proof counts as none (stored « non vérifié »). */
export const CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000;
/** Used proofs remembered at most (each a few dozen octets). */
const MAX_USED = 100_000;

export type ProofVerdict =
  /** A valid solution of a challenge of ours, made at least the minimum fill time ago. */
  | 'verified'
  /** No proof (no script), or one too old: kept, marked « non vérifié ». */
  | 'missing'
  /**
   * A valid solution sent sooner after the challenge than the minimum fill
   * time: a hurried person (or a retry), not a robot. Answered « réessayez
   * dans quelques secondes », which the form's script does by itself.
   */
  | 'too-fast'
  /** Forged or wrong: turned away. */
  | 'bad-proof';

/**
 * What spending a verified proof on a request found:
 * - 'new': the proof was unused; it is now this request's.
 * - 'repeat': the proof already went with this same request (a retry after a
 *   failed write, or a double send): the request goes on, and the store keeps
 *   it once (its dedupe key), so it is stored exactly once either way.
 * - 'replay': the proof already went with another request: a robot's replay.
 */
export type SpendResult = 'new' | 'repeat' | 'replay';

export interface ProofOptions {
  readonly secret: string;
  readonly minFillMs: number;
  /** The range the counter is drawn from (the work asked); the bench makes its own proofs cheap. */
  readonly counterRange?: readonly [min: number, max: number];
  /** The time a challenge is issued at and a proof judged at, unless a call names one (tests move it). */
  readonly clock?: (() => Date) | undefined;
}

export interface Proofs {
  challenge(now?: Date): Promise<Challenge>;
  /**
   * Judges a proof without using it up: a request refused for a field the
   * visitor can fix, or sent too early, is sent again with the same proof.
   * `waitMs`: with 'too-fast', how long until it would be accepted.
   */
  verify(payload: unknown, now?: Date): Promise<{ verdict: ProofVerdict; waitMs: number }>;
  /**
   * Uses a verified proof up for the request `requestKey` (its dedupe key),
   * just before the request is written: see SpendResult.
   */
  spend(payload: unknown, requestKey: string, now?: Date): SpendResult;
  /**
   * Gives a proof back when its request's write failed (503): the visitor's
   * retry with the same proof is then a new request, not a replay.
   */
  giveBack(payload: unknown, requestKey: string): void;
}

interface Payload {
  readonly challenge: Challenge;
  readonly solution: { readonly counter: number; readonly derivedKey: string };
}

/** The form field's value: base64 of the JSON `{challenge, solution}` the worker made. */
function parsePayload(value: unknown): Payload | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4000) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (typeof challenge?.parameters !== 'object' || typeof solution !== 'object') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

function issuedAtOf(payload: Payload): number | undefined {
  const issuedAt = Number(payload.challenge.parameters.data?.issuedAt);
  return Number.isFinite(issuedAt) ? issuedAt : undefined;
}

export function createProofs({
  secret,
  minFillMs,
  counterRange = [COUNTER_MIN, COUNTER_MAX],
  clock = () => new Date(),
}: ProofOptions): Proofs {
  const keySecret = `${secret}:key`;
  // A solution is good for one request: the ids of those used, with their
  // request's key, until they expire anyway. Per server: with several, a
  // replay on another costs the robot a request, still limited per client,
  // and the same message is stored once.
  const used = new Map<string, { requestKey: string; expiresAt: number }>();
  const nonceOf = (value: unknown) => parsePayload(value)?.challenge.parameters.nonce;

  return {
    challenge(now = clock()) {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        // altcha-lib takes (max, min).
        counter: randomInt(counterRange[1], counterRange[0]),
        deriveKey,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        data: { issuedAt: now.getTime() },
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async verify(value, now = clock()) {
      const verdict = (v: ProofVerdict, waitMs = 0) => ({ verdict: v, waitMs });
      if (value === undefined || value === '') return verdict('missing');
      const payload = parsePayload(value);
      if (!payload) return verdict('bad-proof');
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return verdict('bad-proof');
      }
      // Expired: the visitor took hours over the message; keep it, unverified.
      if (result.expired) return verdict('missing');
      if (!result.verified) return verdict('bad-proof');
      const issuedAt = issuedAtOf(payload);
      if (issuedAt === undefined) return verdict('bad-proof');
      const waitMs = issuedAt + minFillMs - now.getTime();
      if (waitMs > 0) return verdict('too-fast', waitMs);
      return verdict('verified');
    },
    spend(value, requestKey, now = clock()) {
      const payload = parsePayload(value);
      const issuedAt = payload && issuedAtOf(payload);
      if (!payload || issuedAt === undefined) return 'replay';
      for (const [id, entry] of used) {
        if (entry.expiresAt > now.getTime()) break;
        used.delete(id);
      }
      const nonce = payload.challenge.parameters.nonce;
      const earlier = used.get(nonce);
      if (earlier) return earlier.requestKey === requestKey ? 'repeat' : 'replay';
      used.set(nonce, { requestKey, expiresAt: issuedAt + CHALLENGE_TTL_MS });
      // Bounded under a flood: the oldest go first.
      if (used.size > MAX_USED) used.delete(used.keys().next().value ?? '');
      return 'new';
    },
    giveBack(value, requestKey) {
      const nonce = nonceOf(value);
      if (nonce !== undefined && used.get(nonce)?.requestKey === requestKey) used.delete(nonce);
    },
  };
}
