import { INQUIRY_CHALLENGE_PATH } from '../../shared/inquiry-api.ts';
import { apiUrl } from './api-url.ts';

/** The worker's answer: the `altcha` field's value, or null when no proof could be made. */
export type ProofAnswer = string | null;

/**
 * Starts the proof of work once (the form's first focus, or its coming into
 * view): fetches a challenge, solves it in a worker, and resolves with the
 * field's value; null when anything fails (no worker, the server out of
 * reach, too slow), which never stops the visitor from sending.
 */
export function startProof(timeoutMs = 30_000): Promise<ProofAnswer> {
  return new Promise<ProofAnswer>((resolve) => {
    let worker: Worker | undefined;
    const finish = (answer: ProofAnswer) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => {
      finish(null);
    }, timeoutMs);
    fetch(apiUrl(INQUIRY_CHALLENGE_PATH), { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error('challenge'))))
      .then((challenge: unknown) => {
        worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<ProofAnswer>) => {
          finish(event.data);
        };
        worker.onerror = () => {
          finish(null);
        };
        worker.postMessage(challenge);
      })
      .catch(() => {
        finish(null);
      });
  });
}
