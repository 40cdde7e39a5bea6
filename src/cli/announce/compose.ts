import { announcement } from '../../content/announcement.ts';
import { emailSignature, type SignatureLinks } from '../../content/email-signature.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { ComposedMessage } from '../../mail/smtp-sender.ts';
import { site } from '../../content/site.ts';
import { formatLongDate } from '../../shared/french-format.ts';
import { unsubscribeApiUrl, unsubscribePageUrl } from '../../shared/unsubscribe.ts';

/** Where the unsubscribe links of one message point. */
export interface UnsubscribeLinks {
  /** The page that confirms with one click. */
  readonly page: string;
  /** The API URL that accepts RFC 8058's one-click POST. */
  readonly oneClick: string;
}

export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return { page: unsubscribePageUrl(base, token), oneClick: unsubscribeApiUrl(base, token) };
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
  const legal = emailSignature(signature);
  const fill = (text: string) => text.replaceAll('{date}', date);
  const paragraphs = announcement.paragraphs.map(fill);

  const text = [
    announcement.greeting,
    ...paragraphs,
    [
      announcement.storesIntro,
      ...announcement.stores.map((store) => `- ${store.label}\u00a0: ${store.href}`),
    ].join('\n'),
    `${announcement.signature}\n${site.contactName}`,
    '--',
    [...legal.lines, ...legal.links.map((link) => `${link.label}\u00a0: ${link.href}`)].join('\n'),
    announcement.footer,
    `${announcement.unsubscribeLabel}\u00a0: ${links.page}`,
  ].join('\n\n');

  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(fill(announcement.subject))}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #161b26;">
<p>${escapeHtml(announcement.greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(announcement.storesIntro)}</p>
<ul>
${announcement.stores.map((store) => `<li><a href="${escapeHtml(store.href)}">${escapeHtml(store.label)}</a></li>`).join('\n')}
</ul>
<p>${escapeHtml(announcement.signature)}<br>${escapeHtml(site.contactName)}</p>
<hr>
<p style="font-size: 0.875em; color: #485366;">${legal.lines.map(escapeHtml).join('<br>\n')}<br>
${legal.links.map((link) => `<a href="${escapeHtml(link.href)}" style="color: #1d4ed8;">${escapeHtml(link.label)}</a>`).join(' · ')}</p>
<p style="font-size: 0.875em; color: #485366;">${escapeHtml(announcement.footer)}<br>
<a href="${escapeHtml(links.page)}" style="color: #1d4ed8;">${escapeHtml(announcement.unsubscribeLabel)}</a></p>
</body>
</html>
`;

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
