/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands, `npm run dev`) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import { inquiryBudgets, inquiryOwnerEmail as text } from '../content/inquiry.ts';
import { subjectLabel } from '../content/inquiry-subjects.ts';
import { deliveryAddress } from '../shared/email.ts';
import { inquiryKind } from '../shared/inquiry-api.ts';
import type { InquiryFields } from '../shared/inquiry-check.ts';
import { EmailLayout, EmailLink, renderEmailHtml, renderEmailText } from './layout.tsx';
import type { ComposedMessage } from './smtp-sender.ts';

/** What the owner's e-mail tells of a stored request (the store's `Inquiry`). */
export interface Inquiry extends InquiryFields {
  readonly id: string;
  readonly createdAt: Date;
  readonly verified: boolean;
  readonly page: string | null;
}

/** The owner's e-mail about a quote request, and where her reply goes. */
export interface OwnerNotice extends ComposedMessage {
  /** The prospect's address: the owner answers with her mail program's « Reply ». */
  readonly replyTo: string;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** The request's facts, labelled, in the form's order (what both parts list). */
function facts(inquiry: Inquiry): [label: string, value: string][] {
  const offer = inquiry.offer && (subjectLabel(inquiry.offer) ?? inquiry.offer);
  const budget = inquiryBudgets.find((each) => each.key === inquiry.budget)?.label;
  return [
    [text.labels.name, inquiry.name],
    [text.labels.email, inquiry.email],
    [text.labels.company, inquiry.company ?? text.none],
    [text.labels.phone, inquiry.phone ?? text.none],
    [text.labels.offer, offer ?? text.none],
    [text.labels.budget, budget ?? text.none],
    [text.labels.page, inquiry.page ?? text.none],
    [text.labels.receivedAt, dateTime.format(inquiry.createdAt)],
    [text.labels.id, inquiry.id],
  ];
}

/**
 * What is asked, for how much, and by whom, so the owner can sort from her
 * inbox: « [non vérifié] Proposition de mission · Mission en renfort… ·
 * budget : de 3 000 à 10 000 € HT · Jeanne Martin (Société) ». Every part is
 * one line (checked).
 */
export function ownerNoticeSubject(inquiry: Inquiry): string {
  const who = inquiry.company ? `${inquiry.name} (${inquiry.company})` : inquiry.name;
  const asked = inquiry.offer && (subjectLabel(inquiry.offer) ?? inquiry.offer);
  const budget = inquiryBudgets.find((each) => each.key === inquiry.budget)?.label ?? text.noBudget;
  const subject = [
    text.subjects[inquiryKind(inquiry.offer)],
    asked ?? text.noSubject,
    `${text.labels.budget.toLocaleLowerCase('fr-FR')}\u00a0: ${budget}`,
    who,
  ].join(' · ');
  return inquiry.verified ? subject : `[${text.unverifiedTag}] ${subject}`;
}

/** A `tel:` link for a number as typed: its digits and a leading « + ». */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function OwnerNoticeEmail({ inquiry, subject }: { inquiry: Inquiry; subject: string }) {
  return (
    <EmailLayout title={subject} footer={<p>{text.footer}</p>}>
      <p>{text.intro}</p>
      {!inquiry.verified && (
        <p>
          <strong>{text.unverified}</strong>
        </p>
      )}
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {facts(inquiry).map(([label, value]) => (
            <tr key={label}>
              <th
                scope="row"
                style={{ textAlign: 'left', paddingRight: '1em', verticalAlign: 'top' }}
              >
                {label}
              </th>
              <td>
                {label === text.labels.email ? (
                  <EmailLink href={mailtoHref(value)}>{value}</EmailLink>
                ) : label === text.labels.phone && inquiry.phone ? (
                  <EmailLink href={telHref(inquiry.phone)}>{value}</EmailLink>
                ) : (
                  value
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ fontSize: '1em' }}>{text.labels.message}</h2>
      {inquiry.message.split(/\n{2,}/).map((paragraph, index) => (
        // The prospect's paragraphs may repeat: their place is their identity.
        <p key={index} style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </p>
      ))}
      <p>{text.replyHint}</p>
    </EmailLayout>
  );
}

/**
 * A `mailto:` link to exactly one recipient: the local part percent-encoded
 * (RFC 6068), so an address such as `a%40b.example?bcc=x@y` cannot add a
 * hidden recipient or header when the owner clicks it.
 */
export function mailtoHref(email: string): string {
  const address = deliveryAddress(email);
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}

/**
 * The owner's e-mail about one quote request: every field, the message as
 * written (React escapes it: the prospect's text never becomes markup),
 * marked « non vérifié » when it came without a proof of work. Composed at
 * send time from the stored row.
 */
export function composeOwnerNotice(inquiry: Inquiry): OwnerNotice {
  const subject = ownerNoticeSubject(inquiry);
  const html = renderEmailHtml(<OwnerNoticeEmail inquiry={inquiry} subject={subject} />);
  const plain = renderEmailText({
    body: [
      text.intro,
      ...(inquiry.verified ? [] : [text.unverified]),
      facts(inquiry)
        .map(([label, value]) => `${label}\u00a0: ${value}`)
        .join('\n'),
      `${text.labels.message}\u00a0:\n${inquiry.message}`,
      text.replyHint,
    ],
    footer: [text.footer],
  });
  return {
    subject,
    text: plain,
    html,
    headers: {},
    replyTo: deliveryAddress(inquiry.email),
  };
}
