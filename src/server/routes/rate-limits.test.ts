import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../../../tests/support/stores.ts';
import { CONFIRMATION_API_PATH } from '../../shared/confirmation-api.ts';
import { UNSUBSCRIBE_API_PATH } from '../../shared/unsubscribe.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { httpMessages } from '../http-errors.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

describe('every public write is limited per client', () => {
  let testStore: TestStore;
  let app: App;
  beforeAll(async () => {
    testStore = await openTestStore('sqlite');
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'missing',
      SIGNUP_RATE_LIMIT: '2',
    });
    app = await buildApp({ config, store: testStore.store });
  });
  afterAll(async () => {
    await app.close();
    await testStore.cleanUp();
  });

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

  it('leaves the e-mail’s confirmation link alone: a browser opening it always gets the page (issue 19, item 11)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `${CONFIRMATION_API_PATH}?token=AAAAAAAAAAAAAAAAAAAAA${attempt}`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/Confirmation\?jeton=/);
    }
  });
});
