import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** What the page's worker does: solves a challenge and encodes the form field's value. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  const payload = {
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
