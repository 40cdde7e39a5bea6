import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNUP_API_PATH } from '../../shared/signup-api.ts';
import { submitSignup } from './signup-client.ts';

/** The API as the page reaches it: `answer` stands for the server (or the network failing). */
function serveApi(answer: (init: RequestInit | undefined) => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => answer(init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the sign-up client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the checked address as JSON and succeeds on 201', async () => {
    const fetchMock = serveApi(() =>
      Promise.resolve(Response.json({ id: 'x', confirmByEmail: false }, { status: 201 })),
    );
    expect(await submitSignup('  Jeanne@Exemple.fr ', '', '/Kaouka_app_android')).toEqual({
      ok: true,
      confirmByEmail: false,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(SIGNUP_API_PATH);
    expect(init?.method).toBe('POST');
    expect(typeof init?.body === 'string' && JSON.parse(init.body)).toEqual({
      email: 'Jeanne@Exemple.fr',
      page: '/Kaouka_app_android',
    });
  });

  it('tells the page when the server asks for a confirmation by e-mail', async () => {
    serveApi(() =>
      Promise.resolve(Response.json({ id: 'x', confirmByEmail: true }, { status: 201 })),
    );
    expect(await submitSignup('jeanne@exemple.fr', '', '/')).toEqual({
      ok: true,
      confirmByEmail: true,
    });
  });

  it('refuses a malformed address itself, with its message, before any request', async () => {
    const fetchMock = serveApi(() => Promise.reject(new Error('not called')));
    const outcome = await submitSignup('pas-une-adresse', '', '/');
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.detail).toMatch(/\S/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the server’s message of a 400, so the visitor can fix the address', async () => {
    serveApi(() =>
      Promise.resolve(Response.json({ error: 'Ce domaine n’existe pas.' }, { status: 400 })),
    );
    expect(await submitSignup('a@exemple.fr', '', '/')).toEqual({
      ok: false,
      detail: 'Ce domaine n’existe pas.',
    });
  });

  it('fails without detail on a 400 whose body is not the API’s', async () => {
    serveApi(() => Promise.resolve(new Response('<html>Bad Request</html>', { status: 400 })));
    expect(await submitSignup('a@exemple.fr', '', '/')).toEqual({ ok: false, detail: undefined });
  });

  it('fails without detail on 429 and 503: the generic message asks to try again', async () => {
    for (const status of [429, 503]) {
      serveApi(() => Promise.resolve(Response.json({ error: 'Trop de demandes.' }, { status })));
      expect(await submitSignup('a@exemple.fr', '', '/')).toEqual({ ok: false });
    }
  });

  it('gives up after its timeout, so the visitor is not left waiting', async () => {
    serveApi(
      (init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation timed out.', 'TimeoutError'));
          });
        }),
    );
    // An answer that never comes: without the timeout, this would never settle.
    expect(await submitSignup('a@exemple.fr', '', '/', 50)).toEqual({ ok: false });
  });

  it('fails without detail when the network fails', async () => {
    serveApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await submitSignup('a@exemple.fr', '', '/')).toEqual({ ok: false });
  });
});
