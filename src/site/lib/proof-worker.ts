/**
 * The quote form's proof-of-work solver, in a worker of its own so the page
 * never waits on it: it receives the server's challenge, finds the counter
 * (SHA-256 through WebCrypto), and answers with the form field's value, or
 * null when it could not (the request is then sent without proof, and kept
 * « non vérifié »). Loaded only once the form is in use (inquiry-proof.ts).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ProofAnswer } from './inquiry-proof.ts';

/**
 * The worker's global scope. The site is typed with the DOM library, whose
 * `self` is a Window; the worker library cannot be loaded beside it, so the
 * two members used here are named by hand.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(answer: ProofAnswer): void;
};

async function solve(challenge: Challenge): Promise<void> {
  let answer: ProofAnswer = null;
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    if (solution) {
      const payload = {
        challenge,
        solution: { counter: solution.counter, derivedKey: solution.derivedKey },
      };
      answer = btoa(JSON.stringify(payload));
    }
  } catch {
    answer = null;
  }
  scope.postMessage(answer);
}

scope.onmessage = (event) => {
  void solve(event.data);
};
