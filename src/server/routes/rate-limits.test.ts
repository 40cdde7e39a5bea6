import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appOnTestStore } from '../../../tests/support/server.ts';
import { CONFIRMATION_API_PATH } from '../../shared/confirmation-api.ts';
import { UNSUBSCRIBE_API_PATH } from '../../shared/unsubscribe.ts';
import { httpMessages } from '../http-errors.ts';

describe('every public write is limited per client', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appOnTestStore({ SIGNUP_RATE_LIMIT: '2' }));
  });
  afterAll(() => close());

  it.each([
    ['unsubscribe', UNSUBSCRIBE_API_PATH],
    ['confirmation', CONFIRMATION_API_PATH],
  ])('limits %s attempts, answering 429 in French with Retry-After', async (_name, url) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { token: `AAAAAAAAAAAAAAAAAAAAA${attempt}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ error: httpMessages[429] });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([404, 404, 429]);
  });

  it.each([
    ['confirmation', CONFIRMATION_API_PATH],
    ['unsubscribe', UNSUBSCRIBE_API_PATH],
  ])(
    'leaves the e-mail’s %s link alone: a browser opening it always gets the page (issue 19, item 11)',
    async (_name, url) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await app.inject({
          method: 'GET',
          url: `${url}?token=AAAAAAAAAAAAAAAAAAAAA${attempt}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`value="AAAAAAAAAAAAAAAAAAAAA${String(attempt)}"`);
      }
    },
  );
});
