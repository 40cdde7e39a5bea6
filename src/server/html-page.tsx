/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '../content/site.ts';
import { FormProblem } from '../shared/form-parts.tsx';
import { formatPhone } from '../shared/french-format.ts';
import { LogoMark } from '../shared/logo-mark.tsx';
import { paths } from '../shared/paths.ts';

/**
 * A page of the server's own, for a form sent without script that must be
 * answered with a page rather than a redirect (its errors, a refusal): it
 * works on any deployment, a static copy of the site posting here from
 * another origin too. One style block, allowed by its hash.
 */
const STYLE = `
:root { color-scheme: light dark; --danger: light-dark(#b42318, #ff9d94); --focus: light-dark(#0369a1, #7dd3fc); --border: light-dark(#dde1eb, #2c3454); --muted: light-dark(#4b5370, #a8b0ca); --surface: light-dark(#f4f5f9, #141a2e); }
body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: light-dark(#151a2d, #e9ecf6); background: light-dark(#fff, #0c0f1d); }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
.problems { padding: 0 1rem; border: 2px solid var(--danger); border-radius: 8px; }
label { display: block; margin-top: 1.25rem; font-weight: 600; }
input, select, textarea { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.6rem; font: inherit; border: 1px solid light-dark(#8a92ab, #5d6688); border-radius: 8px; background: inherit; color: inherit; }
textarea { min-height: 12rem; }
[aria-invalid="true"] { border: 2px solid var(--danger); }
.error { margin: 0.25rem 0 0; color: var(--danger); font-weight: 600; }
.hint { margin: 0.25rem 0 0; color: light-dark(#4a5270, #b3b9cc); }
.trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
button { margin-top: 1.5rem; padding: 0.75rem 1.25rem; font: inherit; font-weight: 600; border: 0; border-radius: 999px; color: #fff; background: #2c44c2; cursor: pointer; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
a { color: light-dark(#2c44c2, #a3b5ff); }
[data-inquiry-details] { display: none; }
form:not(:has(option[data-kind="mission"]:checked, option[data-kind="training"]:checked)) [data-inquiry-details="project"],
form:has(option[data-kind="mission"]:checked) [data-inquiry-details="mission"],
form:has(option[data-kind="training"]:checked) [data-inquiry-details="training"] { display: block; }
header, footer { background: var(--surface); }
header { border-bottom: 1px solid var(--border); }
footer { border-top: 1px solid var(--border); color: var(--muted); font-size: 0.875rem; }
.frame { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; max-width: 60rem; margin: 0 auto; padding: 0.75rem 1rem; }
.frame ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0; padding: 0; list-style: none; }
header nav { margin-left: auto; }
.studio { display: inline-flex; gap: 0.6rem; align-items: center; font-weight: 700; font-size: 1.125rem; text-decoration: none; color: inherit; }
`;

/** The page's Content-Security-Policy: nothing but its style block, and its form's target. */
export function htmlPageSecurityPolicy(formOrigins: readonly string[]): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The frame of every page of the server's own, the site's in small: the
 * studio's mark and name back to the site (`home`, on the site's origin), its
 * phone, e-mail and booking page, so a visitor held up here (a refusal, a
 * limit) can still reach the owner at once; and the footer's legal pages.
 */
function ServerPageHeader({ home }: { home: string }) {
  return (
    <header>
      <div className="frame">
        <a className="studio" href={home}>
          <LogoMark size={32} />
          {site.studioName}
        </a>
        <nav aria-label="Me joindre">
          <ul>
            <li>
              <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <a href={site.links.booking}>Prendre rendez-vous</a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** The site's legal pages, on the site's origin, as its footer lists them. */
const legalLinks = [
  ['Mentions légales', paths.legalNotice],
  ['Conditions générales de vente', paths.termsOfSale],
  ['Politique de confidentialité', paths.privacy],
] as const;

function ServerPageFooter({ home }: { home: string }) {
  return (
    <footer>
      <div className="frame">
        <ul>
          {legalLinks.map(([label, path]) => (
            <li key={path}>
              <a href={`${home}${path.slice(1)}`}>{label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

export function renderHtmlPage({
  title,
  children,
  home = '/',
}: {
  title: string;
  children: ReactNode;
  /** The site's home page, on its origin (a static copy may live elsewhere). */
  home?: string;
}) {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${site.studioName}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <ServerPageHeader home={home} />
        <main>{children}</main>
        <ServerPageFooter home={home} />
      </body>
    </html>,
  )}`;
}

/** A refusal as a page: the message and a way back to the form. */
export function renderProblemPage(title: string, message: string, backHref: string): string {
  return renderHtmlPage({
    title,
    children: (
      <>
        <h1>{title}</h1>
        <FormProblem className={HTML_PAGE_CLASSES.problem} message={message} />
        <p>
          <a href={backHref}>Retour au formulaire</a>
        </p>
      </>
    ),
  });
}

/** The classes of STYLE that the shared form parts (src/shared/form-parts.tsx) take. */
export const HTML_PAGE_CLASSES = {
  problem: 'problems',
  honeypot: 'trap',
  error: 'error',
  hint: 'hint',
} as const;
