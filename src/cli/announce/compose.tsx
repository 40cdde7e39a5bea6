/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { announcement } from '../../content/announcement.ts';
import type { SignatureLinks } from '../../content/email-signature.ts';
import { EmailLayout, EmailLink, renderEmailHtml, renderEmailText } from '../../mail/layout.tsx';
import { apiBase } from '../../mail/links.ts';
import type { ComposedMessage } from '../../mail/smtp-sender.ts';
import { formatLongDate } from '../../shared/french-format.ts';
import { unsubscribeLink } from '../../shared/unsubscribe.ts';

/** Where the unsubscribe links of one message point. */
export interface UnsubscribeLinks {
  /** The page that confirms with one click. */
  readonly page: string;
  /** The API URL that accepts RFC 8058's one-click POST. */
  readonly oneClick: string;
}

/**
 * Both on this server (API_URL, default PUBLIC_URL): the one-click POST, and
 * the link, whose GET shows a page with one button that works without
 * script and sends a browser with script on to the site's page (PUBLIC_URL).
 */
export function unsubscribeLinks(
  publicUrl: string,
  token: string,
  apiUrl?: string,
): UnsubscribeLinks {
  const api = unsubscribeLink.apiUrl(apiBase(publicUrl, apiUrl), token);
  return { page: api, oneClick: api };
}

/** `2027-03-01` → « lundi 1er\u00a0mars 2027 », as French typography writes dates. */
export function formatReleaseDate(isoDate: string): string {
  return formatLongDate(isoDate, 'fr-FR', true);
}

/**
 * The announcement to one address, in plain text and HTML, with the
 * `List-Unsubscribe` headers that let mail programs offer a one-click
 * unsubscribe button (RFC 2369, RFC 8058).
 */
export function composeAnnouncement(
  releaseDate: string,
  links: UnsubscribeLinks,
  signature: SignatureLinks,
): ComposedMessage {
  const date = formatReleaseDate(releaseDate);
  const fill = (text: string) => text.replaceAll('{date}', date);
  const paragraphs = announcement.paragraphs.map(fill);

  const html = renderEmailHtml(
    <EmailLayout
      title={fill(announcement.subject)}
      closing={announcement.signature}
      signature={signature}
      footer={
        <p>
          {announcement.footer}
          <br />
          <EmailLink href={links.page}>{announcement.unsubscribeLabel}</EmailLink>
        </p>
      }
    >
      <p>{announcement.greeting}</p>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>{announcement.storesIntro}</p>
      <ul>
        {announcement.stores.map((store) => (
          <li key={store.href}>
            <a href={store.href}>{store.label}</a>
          </li>
        ))}
      </ul>
    </EmailLayout>,
  );
  const text = renderEmailText({
    body: [
      announcement.greeting,
      ...paragraphs,
      [
        announcement.storesIntro,
        ...announcement.stores.map((store) => `- ${store.label}\u00a0: ${store.href}`),
      ].join('\n'),
    ],
    closing: announcement.signature,
    signature,
    footer: [announcement.footer, `${announcement.unsubscribeLabel}\u00a0: ${links.page}`],
  });

  return {
    subject: fill(announcement.subject),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
