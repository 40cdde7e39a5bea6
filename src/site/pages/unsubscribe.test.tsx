import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../content/site.ts';
import { unsubscribeTexts } from '../../content/unsubscribe.ts';
import {
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PAGE_PARAM,
  UNSUBSCRIBE_PAGE_PATH,
} from '../../shared/unsubscribe.ts';
import { exactText } from '../test-setup.ts';
import UnsubscribePage from './unsubscribe.tsx';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

/** The page, the browser at its address with `query` (the button reads the token there). */
function pageAt(query: string) {
  window.history.replaceState(null, '', `${UNSUBSCRIBE_PAGE_PATH}${query}`);
  return <UnsubscribePage />;
}

function renderAt(query: string) {
  render(pageAt(query));
}

/** The API as the page reaches it: `answer` stands for the server (or the network failing). */
function serveApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Clicks the button and returns the answer the page announces (its live region). */
async function clickUnsubscribe(): Promise<string | null> {
  screen.getByRole('button', { name: unsubscribeTexts.confirm }).click();
  const status = await screen.findByText(/./, { selector: '[role="status"]:not(:empty)' });
  return status.textContent;
}

describe('the unsubscribe page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the link is incomplete when it has no token, and offers no button', () => {
    const fetchMock = serveApi(() => Promise.reject(new Error('not called')));
    renderAt('');
    expect(screen.getByText(unsubscribeTexts.missing, exactText)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes nothing on opening; one click posts the token and says it is done', async () => {
    const fetchMock = serveApi(() => Promise.resolve(Response.json({ status: 'unsubscribed' })));
    renderAt(`?${UNSUBSCRIBE_PAGE_PARAM}=${TOKEN}`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await clickUnsubscribe()).toBe(unsubscribeTexts.done);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(UNSUBSCRIBE_API_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ token: TOKEN }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('prerendered, it claims nothing of the link, and the script adopts it without a mismatch', async () => {
    // The build renders the page without its query; the e-mail's link has one.
    const markup = renderToString(pageAt(''));
    const container = document.createElement('div');
    container.innerHTML = markup;
    expect(container.textContent).not.toContain(unsubscribeTexts.missing);
    expect(container.textContent).not.toContain(unsubscribeTexts.intro);
    expect(container.querySelector('button')).toBeNull();
    // Without script, the reader is told why, and how else to unsubscribe.
    expect(container.querySelector('noscript')?.innerHTML).toContain(site.email);

    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(() =>
      hydrateRoot(container, pageAt(`?${UNSUBSCRIBE_PAGE_PARAM}=${TOKEN}`), {
        onRecoverableError: recoverable,
      }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: unsubscribeTexts.confirm })).toBeEnabled();
    expect(container.querySelector('noscript')).toBeNull();
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  it('says only that the link is invalid or used on a 404: no button, no promise, ways on', async () => {
    serveApi(() => Promise.resolve(Response.json({ error: 'x' }, { status: 404 })));
    renderAt(`?${UNSUBSCRIBE_PAGE_PARAM}=${TOKEN}`);
    expect(await clickUnsubscribe()).toBe(unsubscribeTexts.invalid);
    // Nothing was erased: neither what the click would have done nor a button to click again.
    expect(screen.queryByText(unsubscribeTexts.intro)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // « écrivez-moi » is a link, not plain text, and the main pages are a click away.
    const ways = screen.getByRole('navigation', { name: 'Continuer la visite' });
    expect(within(ways).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(ways).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  });

  it('says the service is unavailable on a 503, and lets the visitor try again', async () => {
    serveApi(() => Promise.resolve(Response.json({ error: 'x' }, { status: 503 })));
    renderAt(`?${UNSUBSCRIBE_PAGE_PARAM}=${TOKEN}`);
    expect(await clickUnsubscribe()).toBe(unsubscribeTexts.unavailable);
    expect(screen.getByRole('button', { name: unsubscribeTexts.confirm })).toBeEnabled();
  });

  it('says an error occurred when the network fails, and lets the visitor try again', async () => {
    serveApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt(`?${UNSUBSCRIBE_PAGE_PARAM}=${TOKEN}`);
    expect(await clickUnsubscribe()).toBe(unsubscribeTexts.failed);
    expect(screen.getByRole('button', { name: unsubscribeTexts.confirm })).toBeEnabled();
  });
});
