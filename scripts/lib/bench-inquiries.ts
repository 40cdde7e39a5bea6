import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createProofs } from '../../src/server/inquiries/proof.ts';

/**
 * For `BENCH_TARGET=inquiries npm run bench`: quote requests each carrying a
 * valid proof of work, which the server verifies as for any visitor. The
 * bench shares the server's secret (INQUIRY_SECRET) and makes its challenges
 * itself with a tiny counter: the visitor's work (thousands of hashes in the
 * browser) is not what is measured, the server's check and storage are.
 */
export async function inquiryProofs(count: number) {
  const secret = randomBytes(32).toString('hex');
  const proofs = createProofs({ secret, minFillMs: 0, counterRange: [1, 4] });
  const pool: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const challenge = await proofs.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('bench: could not solve a challenge');
    const payload = {
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    };
    pool.push(Buffer.from(JSON.stringify(payload)).toString('base64'));
  }
  return { secret, pool };
}

/** One quote request's JSON body, its message unique (the same message is stored once an hour). */
export function inquiryBody(sequence: number, altcha: string): { message: string; body: string } {
  const message = `Banc d’essai ${sequence} : une application de gestion à reprendre et à faire évoluer.`;
  const body = JSON.stringify({
    name: 'Banc d’essai',
    email: `bench-${sequence}@exemple.fr`,
    message,
    altcha,
  });
  return { message, body };
}
