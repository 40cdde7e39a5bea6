import { onPostgres } from '../../../tests/support/postgres-suite.ts';
import type { Challenge } from 'altcha-lib';
import { JSDOM } from 'jsdom';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type TestDatabase,
} from '../../../tests/support/databases.ts';
import { solveProof } from '../../../tests/support/proof.ts';
import { missionSubject } from '../../content/mission.ts';
import { inquiryTooMany } from '../../content/inquiry.ts';
import { site } from '../../content/site.ts';
import { paths } from '../../shared/paths.ts';
import { INQUIRY_HONEYPOT, inquiryMessages } from '../../shared/inquiry-api.ts';
import { thanksSubjectId } from '../../shared/inquiry-thanks.ts';
import { openStore } from '../../store/open-store.ts';
import { visitorStore } from '../../store/open-store.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const valid = {
  name: 'Jeanne Martin',
  email: 'Jeanne@Exemple.fr',
  company: 'Exemple SARL',
  phone: '06 12 34 56 78',
  offer: 'securite-applicative',
  budget: '3000-10000',
  message: 'Nous voudrions un audit de sécurité de notre application web avant sa mise en ligne.',
};

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function inquiryRouteTests(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`POST /api/inquiries on ${engine}`, () => {
    async function setUp(env: Record<string, string> = {}, proofClock?: () => Date) {
      const database = await createDatabase();
      onTestFinished(() => database.drop());
      const store = await openStore(database.url);
      onTestFinished(() => store.close());
      const config = loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        STATIC_DIR: 'missing',
        INQUIRY_MIN_SECONDS: '0',
        INQUIRY_RATE_LIMIT: '0',
        ALLOWED_ORIGINS: 'https://www.exemple.fr',
        ...env,
      });
      let stored = 0;
      const app = await buildApp({
        config,
        store: visitorStore(store),
        onInquiryStored: () => (stored += 1),
        proofClock,
      });
      onTestFinished(() => app.close());
      const proof = async () =>
        solveProof(
          (await app.inject({ method: 'GET', url: '/api/inquiries/challenge' })).json<Challenge>(),
        );
      const rows = () =>
        database.query<{ email: string; verified: number | boolean; offer: string; page: string }>(
          'SELECT email, verified, offer, page FROM inquiries',
        );
      const outbox = () => database.query('SELECT inquiry_id FROM inquiry_outbox');
      const rejections = () =>
        database.query<{ reason: string; count: number }>(
          'SELECT reason, count FROM inquiry_rejections ORDER BY reason',
        );
      return { app, proof, rows, outbox, rejections, storedCount: () => stored };
    }

    it('stores a request sent with a solved proof (JSON) as verified, with its owner’s e-mail queued, before answering 201', async () => {
      const { app, proof, rows, outbox, storedCount } = await setUp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...valid, altcha: await proof(), page: '/Contact' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 'received' });
      expect(await rows()).toEqual([
        {
          email: valid.email,
          verified: engine === 'SQLite' ? 1 : true,
          offer: valid.offer,
          page: '/Contact',
        },
      ]);
      expect(await outbox()).toHaveLength(1);
      expect(storedCount()).toBe(1);
    });

    it('stores a form sent without script (no proof) as « non vérifié » and answers 303 to the thank-you page', async () => {
      const { app, rows } = await setUp();
      const response = await app.inject({ method: 'POST', url: '/api/inquiries', ...form(valid) });
      expect(response.statusCode).toBe(303);
      // The chosen subject in the fragment, for the page's recap; nothing the visitor typed.
      expect(response.headers.location).toBe(`/Demande_envoyee#${thanksSubjectId(valid.offer)}`);
      expect((await rows())[0]?.verified).toBe(engine === 'SQLite' ? 0 : false);
      const general = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        ...form({ ...valid, email: 'autre@exemple.fr', offer: '' }),
      });
      expect(general.headers.location).toBe('/Demande_envoyee');
    });

    it('names in the thank-you address only a subject the form lists, even for a robot turned away', async () => {
      const { app } = await setUp();
      const trapped = (offer: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          ...form({ ...valid, offer, [INQUIRY_HONEYPOT]: 'rempli' }),
        });
      expect((await trapped(valid.offer)).headers.location).toBe(
        `/Demande_envoyee#${thanksSubjectId(valid.offer)}`,
      );
      expect((await trapped('x"><script>')).headers.location).toBe('/Demande_envoyee');
    });

    it('accepts a mission as the subject, the one /CV’s « Me proposer une mission » chooses', async () => {
      const { app, rows } = await setUp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        ...form({ ...valid, offer: missionSubject.value }),
      });
      expect(response.statusCode).toBe(303);
      expect((await rows())[0]?.offer).toBe(missionSubject.value);
    });

    it('sends a static copy of the site back to its own thank-you page, only when its origin is allowed', async () => {
      const { app } = await setUp();
      const from = (origin?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          ...form({ ...valid, offer: '', thanks: '/elaborium_website/Demande_envoyee' }),
          headers: { ...form(valid).headers, ...(origin ? { origin } : {}) },
        });
      expect((await from('https://www.exemple.fr')).headers.location).toBe(
        'https://www.exemple.fr/elaborium_website/Demande_envoyee',
      );
      expect((await from()).headers.location).toBe('/elaborium_website/Demande_envoyee');
      // Another site's page is refused outright (security review L8).
      expect((await from('https://pirate.example')).statusCode).toBe(403);
    });

    it('lets a static copy of the site on an allowed origin post with its script (CORS), and no other', async () => {
      const { app } = await setUp();
      const preflight = (origin: string) =>
        app.inject({ method: 'OPTIONS', url: '/api/inquiries', headers: { origin } });
      expect((await preflight('https://www.exemple.fr')).statusCode).toBe(204);
      expect((await preflight('https://pirate.example')).statusCode).toBe(403);
      const posted = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { origin: 'https://www.exemple.fr' },
        payload: valid,
      });
      expect(posted.headers['access-control-allow-origin']).toBe('https://www.exemple.fr');
      const challenge = await app.inject({
        method: 'GET',
        url: '/api/inquiries/challenge',
        headers: { origin: 'https://www.exemple.fr' },
      });
      expect(challenge.headers['access-control-allow-origin']).toBe('https://www.exemple.fr');
    });

    it('refuses each wrong field with its French message, and stores nothing', async () => {
      const { app, rows } = await setUp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: {
          name: '',
          email: 'jeanne@exemple',
          phone: 'appelez-moi',
          offer: 'inconnue',
          budget: 'infini',
          message: 'Trop court',
        },
      });
      expect(response.statusCode).toBe(400);
      const { fields } = response.json<{ fields: Record<string, string> }>();
      expect(fields).toEqual({
        name: inquiryMessages.nameMissing,
        email: expect.stringMatching(/n’est pas valide/) as string,
        phone: inquiryMessages.phoneInvalid,
        offer: inquiryMessages.offerUnknown,
        budget: inquiryMessages.budgetUnknown,
        message: inquiryMessages.messageShort,
      });
      const tooLong = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...valid, name: 'Jeanne\r\nBcc: x@y.fr', message: 'x'.repeat(5001) },
      });
      expect(tooLong.json<{ fields: Record<string, string> }>().fields).toEqual({
        name: inquiryMessages.controlCharacters,
        message: inquiryMessages.messageLong,
      });
      expect(await rows()).toEqual([]);
    });

    it('sends a form without script back to itself with every value and each error on its field', async () => {
      const { app, rows } = await setUp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        ...form({ ...valid, email: 'jeanne@', message: 'Court', page: '/Contact' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
      const html = response.body;
      expect(html).toContain('value="Jeanne Martin"');
      expect(html).toContain('>Court</textarea>');
      expect(html).toContain(inquiryMessages.messageShort);
      expect(html).toMatch(
        /id="champ-email"[^>]*aria-invalid="true"[^>]*aria-describedby="champ-email-erreur[^"]*"/,
      );
      expect(html).toContain('href="/Contact"');
      expect(await rows()).toEqual([]);
    });

    it('answers a honeypot or a forged proof like a success, and stores, queues nothing but a count', async () => {
      const { app, rows, outbox, rejections } = await setUp();
      const post = (payload: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/inquiries', payload });
      expect((await post({ ...valid, website: 'http://spam.example' })).statusCode).toBe(201);
      const forged = Buffer.from(
        JSON.stringify({
          challenge: { parameters: { nonce: 'ab', salt: 'cd' }, signature: 'ef' },
          solution: { counter: 1, derivedKey: '00' },
        }),
      ).toString('base64');
      expect((await post({ ...valid, altcha: forged })).statusCode).toBe(201);
      expect(await rows()).toEqual([]);
      expect(await outbox()).toEqual([]);
      expect(await rejections()).toEqual([
        { reason: 'bad-proof', count: 1 },
        { reason: 'honeypot', count: 1 },
      ]);
    });

    it('asks a valid proof sent too early to wait, and stores the same request sent again', async () => {
      // The production default (3 s), on a clock the test moves: the machine's
      // speed plays no part (it starts at the real time, which altcha-lib
      // checks the challenge's expiry against).
      let now = Date.now();
      const { app, proof, rows, outbox, rejections } = await setUp(
        { INQUIRY_MIN_SECONDS: '3' },
        () => new Date(now),
      );
      const altcha = await proof();
      const post = () =>
        app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...valid, altcha } });
      now += 1200;
      const early = await post();
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ error: inquiryMessages.tooSoon, retryAfter: 2 });
      expect(early.headers['retry-after']).toBe('2');
      expect(await rows()).toEqual([]);
      // What the form's script does: send the same request again after the wait.
      now += 1800;
      expect((await post()).statusCode).toBe(201);
      expect(await rows()).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
      expect(await rejections()).toEqual([]);
    });

    it('keeps a proof through a refusal for a field to fix: the corrected request is stored as verified', async () => {
      const { app, proof, rows } = await setUp();
      const altcha = await proof();
      const post = (message: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...valid, message, altcha },
        });
      expect((await post('Trop court')).statusCode).toBe(400);
      expect((await post(valid.message)).statusCode).toBe(201);
      expect((await rows()).map((row) => Boolean(row.verified))).toEqual([true]);
    });

    it('spends no budget on a mistake the visitor can fix, and gives a form its values back at the limit', async () => {
      // A budget of 5 an hour with a proof: one without (no script).
      const { app, rows } = await setUp({ INQUIRY_RATE_LIMIT: '5' });
      const send = (fields: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/inquiries', ...form(fields) });
      for (const mistake of ['Trop court', 'Encore court'])
        expect((await send({ ...valid, message: mistake })).statusCode).toBe(400);
      expect((await send(valid)).statusCode).toBe(303);
      expect(await rows()).toHaveLength(1);
      const another = `${valid.message} Une seconde demande, différente.`;
      const refused = await send({ ...valid, message: another });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain(another);
      expect(refused.body).toContain(inquiryTooMany);
      // Held up, the visitor is still in the studio's frame, one tap from the owner:
      // the mark and name back to the site, phone, e-mail and booking, the legal pages.
      const page = new JSDOM(refused.body).window.document;
      const home = page.querySelector('header a[href="/"]');
      expect(home?.textContent).toBe(site.studioName);
      expect(home?.querySelector('svg')).not.toBeNull();
      const reach = page.querySelector('header nav[aria-label="Me joindre"]');
      for (const href of [`tel:${site.phone}`, `mailto:${site.email}`, site.links.booking])
        expect(reach?.querySelector(`a[href="${href}"]`)).not.toBeNull();
      for (const path of [paths.legalNotice, paths.termsOfSale, paths.privacy])
        expect(page.querySelector(`footer a[href="${path}"]`)).not.toBeNull();
    });

    it('takes a proof once: a replay is turned away', async () => {
      const { app, proof, rows, rejections } = await setUp();
      const altcha = await proof();
      const post = (message: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...valid, message, altcha },
        });
      await post(valid.message);
      await post(`${valid.message} Et une autre demande.`);
      expect(await rows()).toHaveLength(1);
      expect(await rejections()).toEqual([{ reason: 'bad-proof', count: 1 }]);
    });

    it('stores the same message from the same address once within the hour', async () => {
      const { app, rows, outbox } = await setUp();
      const post = (email: string, message: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...valid, email, message },
        });
      for (const email of ['jeanne@exemple.fr', 'JEANNE@exemple.fr'])
        expect((await post(email, valid.message)).statusCode).toBe(201);
      await post('jeanne@exemple.fr', `${valid.message}  `.toUpperCase());
      await post('jeanne@exemple.fr', 'Un autre message, sur un autre projet cette fois-ci.');
      expect(await rows()).toHaveLength(2);
      expect(await outbox()).toHaveLength(2);
    });

    it('stores the same message once even when its copies arrive together', async () => {
      const { app, rows } = await setUp();
      const copies = Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: '/api/inquiries', payload: valid }),
      );
      for (const response of await Promise.all(copies)) expect(response.statusCode).toBe(201);
      expect(await rows()).toHaveLength(1);
    });

    it('limits each client per hour, and those without a proof to a fifth of it', async () => {
      const { app, proof, rows } = await setUp({ INQUIRY_RATE_LIMIT: '5' });
      const post = async (index: number, altcha?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...valid, message: `${valid.message} (${index})`, ...(altcha && { altcha }) },
        });
      expect((await post(0)).statusCode).toBe(201);
      const refused = await post(1);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: inquiryTooMany });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      for (let index = 2; index < 7; index += 1)
        expect((await post(index, await proof())).statusCode).toBe(201);
      expect((await post(7, await proof())).statusCode).toBe(429);
      expect(await rows()).toHaveLength(6);
    });

    it('limits the challenges a client may ask for, like every public door', async () => {
      const { app } = await setUp({ SIGNUP_RATE_LIMIT: '3' });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (await app.inject({ method: 'GET', url: '/api/inquiries/challenge' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('answers bad bodies with a French 4xx, never a 500', async () => {
      const { app } = await setUp();
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: inquiryMessages.badBody });
      for (const payload of ['[]', '"bonjour"', 'null', '42']) {
        const notFields = await app.inject({
          method: 'POST',
          url: '/api/inquiries',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([payload, notFields.statusCode, notFields.json()]).toEqual([
          payload,
          400,
          { error: inquiryMessages.badBody },
        ]);
      }
      const huge = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...valid, message: 'x'.repeat(70_000) },
      });
      expect(huge.statusCode).toBe(413);
    });
  });
}

inquiryRouteTests('SQLite', createSqliteDatabase);
onPostgres('POST /api/inquiries on PostgreSQL', () => {
  inquiryRouteTests('PostgreSQL', createPostgresDatabase);
});
