/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { emailSignature, type SignatureLinks } from '../content/email-signature.ts';
import { site } from '../content/site.ts';

/**
 * The one layout of every e-mail the site sends (the sign-up confirmation,
 * the release announcement, the owner's notice of a quote request): an HTML
 * part drawn by React, which escapes every text and attribute it writes (the
 * one escape of the e-mails), and a plain-text part built from the same
 * pieces. Styles are inline: mail programs drop <style> blocks.
 */
const colors = { text: '#161b26', muted: '#485366', link: '#1d4ed8' } as const;
const small = { fontSize: '0.875em', color: colors.muted } as const;

interface EmailLayoutProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The sender's closing (« À très vite, »), signed with the owner's name. */
  readonly closing?: string;
  /** The legal signature's links; none for an e-mail to the owner herself. */
  readonly signature?: SignatureLinks;
  /** Why this person receives this message, and any last link. */
  readonly footer: ReactNode;
}

export function EmailLayout({ title, children, closing, signature, footer }: EmailLayoutProps) {
  const legal = signature && emailSignature(signature);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, color: colors.text }}>
        {children}
        {closing && (
          <p>
            {closing}
            <br />
            {site.contactName}
          </p>
        )}
        <hr />
        {legal && (
          <p style={small}>
            {legal.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {legal.links.map((link, index) => (
              <span key={link.href}>
                {index > 0 && ' · '}
                <EmailLink href={link.href}>{link.label}</EmailLink>
              </span>
            ))}
          </p>
        )}
        <div style={small}>{footer}</div>
      </body>
    </html>
  );
}

export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: colors.link }}>
      {children}
    </a>
  );
}

/** The one call to action of an e-mail, drawn as a button. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '0.75em 1.25em',
          background: colors.link,
          color: '#ffffff',
          borderRadius: 6,
          textDecoration: 'none',
          fontWeight: 600,
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** An e-mail's HTML part. */
export function renderEmailHtml(email: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(email)}\n`;
}

interface TextLayout {
  /** The body's paragraphs, in order. */
  readonly body: readonly string[];
  readonly closing?: string;
  readonly signature?: SignatureLinks;
  readonly footer: readonly string[];
}

/** The same e-mail's plain-text part: paragraphs, closing, `--`, the legal signature, the footer. */
export function renderEmailText({ body, closing, signature, footer }: TextLayout): string {
  const legal = signature && emailSignature(signature);
  return [
    ...body,
    ...(closing ? [`${closing}\n${site.contactName}`] : []),
    '--',
    ...(legal
      ? [
          [...legal.lines, ...legal.links.map((link) => `${link.label}\u00a0: ${link.href}`)].join(
            '\n',
          ),
        ]
      : []),
    ...footer,
  ].join('\n\n');
}
