import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquiryForm as text } from '../../content/inquiry.ts';
import { site } from '../../content/site.ts';
import { INQUIRY_API_PATH, inquiryMessages } from '../../shared/inquiry-api.ts';
import { paths } from '../paths.ts';
import { leavePage } from '../lib/leave-page.ts';
import InquiryFormBody from './inquiry-form-body.tsx';

vi.mock('../lib/leave-page.ts', () => ({ leavePage: vi.fn() }));
const message = 'Nous voulons automatiser la saisie de nos factures fournisseurs.';

function renderForm() {
  render(<InquiryFormBody pathname="/Contact" />);
}

/**
 * The API as the form reaches it: each POST gets the next of `answers` (the
 * server, or the network failing); the proof's challenge is refused, as when
 * the server is out of reach, so the form sends without a proof.
 */
function serveApi(...answers: (() => Response)[]) {
  const posts: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (!url.endsWith(INQUIRY_API_PATH))
        return Promise.resolve(new Response(null, { status: 503 }));
      posts.push(JSON.parse(init?.body as string) as Record<string, string>);
      const answer = answers.shift();
      return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('network'));
    }),
  );
  return posts;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(text.labels.name), { target: { value: 'Jeanne Martin' } });
  fireEvent.change(screen.getByLabelText(text.labels.email), {
    target: { value: 'jeanne@exemple.fr' },
  });
  fireEvent.change(screen.getByLabelText(text.labels.message), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: text.submit }));
}

describe('the quote form when sending fails', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(leavePage).mockClear();
    window.sessionStorage.clear();
  });

  /** The form has left for the thank-you page, handing it what was sent. */
  async function expectThanks(timeout = 1000) {
    await vi.waitFor(
      () => {
        expect(leavePage).toHaveBeenCalledWith(paths.inquiryThanks);
      },
      { timeout },
    );
    expect(window.sessionStorage.getItem('inquiry-recap')).toContain('Jeanne Martin');
  }

  it('keeps what was typed after a failure, and the same request goes through when sent again', async () => {
    const posts = serveApi(
      () => json(503, { error: inquiryMessages.unavailable }),
      () => json(201, { status: 'received' }),
    );
    renderForm();
    fillAndSend();
    expect(await screen.findByText(text.failure, { exact: false })).toBeInTheDocument();
    // It names the address to write to instead.
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByLabelText(text.labels.message)).toHaveValue(message);
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    await expectThanks();
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
  });

  it('waits by itself when the server asks to send again in a few seconds', async () => {
    const posts = serveApi(
      () => json(429, { error: inquiryMessages.tooSoon, retryAfter: 1 }),
      () => json(201, { status: 'received' }),
    );
    // The wait is the form's own timer: faked, it passes when the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderForm();
    fillAndSend();
    await vi.waitFor(() => {
      expect(posts).toHaveLength(1);
    });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(posts).toHaveLength(1);
    expect(leavePage).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The rest is React's own scheduling, on real timers.
    vi.useRealTimers();
    await expectThanks();
    expect(posts).toHaveLength(2);
    expect(screen.queryByText(inquiryMessages.tooSoon)).toBeNull();
  });

  it('shows a field the server refuses on that field, and a network failure as a failure', async () => {
    serveApi(() =>
      json(400, { error: inquiryMessages.badBody, fields: { email: 'Adresse refusée.' } }),
    );
    renderForm();
    fillAndSend();
    expect(await screen.findByText('Adresse refusée.')).toBeInTheDocument();
    expect(screen.getByLabelText(text.labels.email)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.failure, { exact: false })).toBeInTheDocument();
  });
});
