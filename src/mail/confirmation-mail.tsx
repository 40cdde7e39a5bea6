/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { confirmationEmail as text } from '../content/confirmation.ts';
import { confirmationLink } from '../shared/confirmation-api.ts';
import { EmailButton, EmailLayout, renderEmailHtml, renderEmailText } from './layout.tsx';
import { apiBase, signatureLinks } from './links.ts';
import type { ComposedMessage } from './smtp-sender.ts';

/**
 * The confirmation e-mail, in plain text and HTML: what was asked, the link,
 * what happens without it, why this person receives it, and the sender's
 * legal identity (the signature every e-mail of the site ends with).
 */
export function composeConfirmation(
  publicUrl: string,
  token: string,
  apiUrl?: string,
): ComposedMessage {
  // Through the API, which sends the browser on to the site's page (PUBLIC_URL).
  const link = confirmationLink.apiUrl(apiBase(publicUrl, apiUrl), token);
  const signature = signatureLinks(publicUrl);
  const html = renderEmailHtml(
    <EmailLayout
      title={text.subject}
      closing={text.signature}
      signature={signature}
      footer={<p>{text.footer}</p>}
    >
      <p>{text.greeting}</p>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <EmailButton href={link}>{text.linkLabel}</EmailButton>
      <p>{text.ignore}</p>
    </EmailLayout>,
  );
  const plain = renderEmailText({
    body: [text.greeting, ...text.paragraphs, `${text.linkLabel}\u00a0: ${link}`, text.ignore],
    closing: text.signature,
    signature,
    footer: [text.footer],
  });
  return { subject: text.subject, text: plain, html, headers: {} };
}
