/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx compiles this file outside tsconfig.json's site, where the
// automatic JSX runtime is not set.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { paths } from '../../shared/paths.ts';
import { htmlPageSecurityPolicy, renderHtmlPage } from '../html-page.tsx';

/**
 * The page an e-mail's link (confirmation, unsubscribe) opens on the server:
 * one button in a plain form that posts the token here, form-encoded, so it
 * works in a mail program's browser that runs no script; a browser that runs
 * script is sent on at once to the site's own page (`sitePage`, with the
 * token in its `jeton`), which does the same with its script, as before.
 * A GET never confirms nor erases: link scanners follow links.
 */
export interface TokenAsk {
  readonly title: string;
  readonly intro: string;
  readonly button: string;
  /** The form's target, relative to the page (`confirmation`: the route that answers the GET). */
  readonly action: string;
  readonly token: string;
  /** The site's page for a browser with script, without its query (`https://…/Confirmation`). */
  readonly sitePage: string;
  /** The site's address (PUBLIC_URL), or '' for this server's pages. */
  readonly siteBase: string;
}

/** The script that takes a browser with script to the site's page, token and all. */
function forwardScript(sitePage: string): string {
  return `location.replace(${JSON.stringify(`${sitePage}?jeton=`)}+encodeURIComponent(new URLSearchParams(location.search).get("token")||""))`;
}

const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function SiteLinks({ siteBase }: { siteBase: string }) {
  return (
    <p>
      <a href={`${siteBase}${paths.landing}`}>Le site</a> ·{' '}
      <a href={`${siteBase}${paths.privacy}`}>Politique de confidentialité</a>
    </p>
  );
}

export function sendTokenAsk(reply: FastifyReply, ask: TokenAsk): FastifyReply {
  const script = forwardScript(ask.sitePage);
  const html = renderHtmlPage({
    title: ask.title,
    children: (
      <>
        <h1>{ask.title}</h1>
        <p>{ask.intro}</p>
        <form method="post" action={ask.action}>
          <input type="hidden" name="token" value={ask.token} />
          <button type="submit">{ask.button}</button>
        </form>
        <SiteLinks siteBase={ask.siteBase} />
      </>
    ),
  }).replace('</body>', `<script>${script}</script></body>`);
  const policy = htmlPageSecurityPolicy([]).replace(
    "default-src 'none'",
    `default-src 'none'; script-src ${scriptHash(script)}`,
  );
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', policy)
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The outcome of the form's post, as a page: what happened, and the way back to the site. */
export function sendTokenOutcome(
  reply: FastifyReply,
  status: number,
  { title, message, siteBase }: { title: string; message: string; siteBase: string },
): FastifyReply {
  const html = renderHtmlPage({
    title,
    children: (
      <>
        <h1>{title}</h1>
        <p role={status === 200 ? 'status' : 'alert'}>{message}</p>
        <SiteLinks siteBase={siteBase} />
      </>
    ),
  });
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', htmlPageSecurityPolicy([]))
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
