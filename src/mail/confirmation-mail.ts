import { confirmationEmail } from '../content/confirmation.ts';
import { emailSignature } from '../content/email-signature.ts';
import { site } from '../content/site.ts';
import { confirmationLinkUrl } from '../shared/confirmation-api.ts';
import { escapeHtml } from './html.ts';
import { signatureLinks } from './links.ts';
import type { ComposedMessage } from './smtp-sender.ts';

/**
 * The confirmation e-mail, in plain text and HTML: what was asked, the link,
 * what happens without it, why this person receives it, and the sender's
 * legal identity (the signature every e-mail of the site ends with).
 */
export function composeConfirmation(publicUrl: string, token: string): ComposedMessage {
  const link = confirmationLinkUrl(publicUrl.replace(/\/+$/, ''), token);
  const legal = emailSignature(signatureLinks(publicUrl));
  const text = [
    confirmationEmail.greeting,
    ...confirmationEmail.paragraphs,
    `${confirmationEmail.linkLabel}\u00a0: ${link}`,
    confirmationEmail.ignore,
    `${confirmationEmail.signature}\n${site.contactName}`,
    '--',
    [...legal.lines, ...legal.links.map((each) => `${each.label}\u00a0: ${each.href}`)].join('\n'),
    confirmationEmail.footer,
  ].join('\n\n');

  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(confirmationEmail.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #161b26;">
<p>${escapeHtml(confirmationEmail.greeting)}</p>
${confirmationEmail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.75em 1.25em; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none; font-weight: 600;">${escapeHtml(confirmationEmail.linkLabel)}</a></p>
<p>${escapeHtml(confirmationEmail.ignore)}</p>
<p>${escapeHtml(confirmationEmail.signature)}<br>${escapeHtml(site.contactName)}</p>
<hr>
<p style="font-size: 0.875em; color: #485366;">${legal.lines.map(escapeHtml).join('<br>\n')}<br>
${legal.links.map((each) => `<a href="${escapeHtml(each.href)}" style="color: #1d4ed8;">${escapeHtml(each.label)}</a>`).join(' · ')}</p>
<p style="font-size: 0.875em; color: #485366;">${escapeHtml(confirmationEmail.footer)}</p>
</body>
</html>
`;
  return { subject: confirmationEmail.subject, text, html, headers: {} };
}
