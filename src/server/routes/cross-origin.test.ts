import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appOnTestStore } from '../../../tests/support/server.ts';
import { apiPaths } from '../../shared/paths.ts';

const STATIC_COPY = 'https://www.exemple-statique.fr';

describe('a static copy of the site on an allowed origin (issue 19, item 12)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The former name of ALLOWED_ORIGINS, still read.
    ({ app, close } = await appOnTestStore({ SIGNUP_ALLOWED_ORIGINS: STATIC_COPY }));
  });
  afterAll(() => close());

  it.each([
    ['signs up', apiPaths.signups],
    ['confirms', apiPaths.confirmation],
    ['unsubscribes', apiPaths.unsubscribe],
    ['asks for a quote', apiPaths.inquiries],
  ])(
    '%s from its page: the preflight and the answer allow that origin only',
    async (_what, url) => {
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight(STATIC_COPY);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(STATIC_COPY);
      expect((await preflight('https://ailleurs.example')).statusCode).toBe(403);

      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { origin: STATIC_COPY },
        payload: {},
      });
      expect(answer.headers['access-control-allow-origin']).toBe(STATIC_COPY);
      const foreign = await app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://ailleurs.example' },
        payload: {},
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
