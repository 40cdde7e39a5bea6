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

describe('forms posted from another site (security review L8)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let rows: (sql: string) => Promise<unknown[]>;
  beforeAll(async () => {
    const started = await appOnTestStore({
      ALLOWED_ORIGINS: STATIC_COPY,
      INQUIRY_MIN_SECONDS: '0',
      INQUIRY_RATE_LIMIT: '0',
      SIGNUP_RATE_LIMIT: '0',
    });
    ({ app, close } = started);
    rows = (sql) => started.testStore.database.query(sql);
  });
  afterAll(() => close());

  const form = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'www.exemple.fr',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const signup = (email: string, headers: Record<string, string>) =>
    form(apiPaths.signups, { email }, headers);
  const inquiry = (email: string, headers: Record<string, string>) =>
    form(
      apiPaths.inquiries,
      {
        name: 'Jeanne Martin',
        email,
        offer: 'securite-applicative',
        budget: '3000-10000',
        message: 'Un audit de sécurité de notre application, avant sa mise en ligne.',
      },
      headers,
    );

  it('refuses a sign-up or a quote request a page elsewhere makes its visitors send, and stores nothing', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of fromElsewhere) {
      const refused = [
        await signup('emprunte@gmail.com', headers),
        await inquiry('emprunte@gmail.com', headers),
      ];
      expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403]);
      expect(refused[0]?.body).toMatch(/^Envoi refusé/);
    }
    expect(await rows("SELECT email FROM emails WHERE email = 'emprunte@gmail.com'")).toEqual([]);
    expect(await rows("SELECT email FROM inquiries WHERE email = 'emprunte@gmail.com'")).toEqual(
      [],
    );
  });

  it('takes posts from the site’s own pages, from the allowed static copy, and from no browser at all', async () => {
    const cases: [string, Record<string, string>][] = [
      [
        'meme.site@exemple.fr',
        { origin: 'https://www.exemple.fr', 'sec-fetch-site': 'same-origin' },
      ],
      ['copie@exemple.fr', { origin: STATIC_COPY, 'sec-fetch-site': 'cross-site' }],
      ['sans.navigateur@exemple.fr', {}],
      // The API's own form page (Referrer-Policy: no-referrer) posts with `Origin: null`.
      ['page.api@exemple.fr', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
      // Behind nginx, Host comes without the port ($host).
      [
        'port@exemple.fr',
        { origin: 'https://www.exemple.fr:8443', 'sec-fetch-site': 'same-origin' },
      ],
    ];
    for (const [email, headers] of cases) {
      expect((await signup(email, headers)).statusCode).toBe(303);
      expect((await inquiry(email, headers)).statusCode).toBe(303);
    }
    expect(await rows('SELECT email FROM emails')).toHaveLength(cases.length);
    expect(await rows('SELECT email FROM inquiries')).toHaveLength(cases.length);
  });
});
