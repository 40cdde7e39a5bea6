/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the owner's commands) compiles this file outside
// tsconfig.json's site, where the automatic JSX runtime is not set.
import { change, type AudienceTotals } from '../audience/summary.ts';
import { subjectLabel } from '../content/inquiry-subjects.ts';
import { ownerDigest as text } from '../content/owner-digest.ts';
import type { DigestContent } from './gather.ts';
import type { Inquiry } from '../store/writes.ts';
import { EmailLayout, renderEmailHtml, renderEmailText } from '../mail/layout.tsx';
import type { ComposedMessage } from '../mail/smtp-sender.ts';

const TOP = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayMonth = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
const totalKeys = ['pageViews', 'visits', 'signups', 'inquiries'] as const;
/** The change in French: `+12 %`, `−3 %`, `=`, `nouveau`. */
const changeOf = (now: number, before: number) =>
  change(now, before).replace('new', 'nouveau').replace(' %', '\u00a0%');

/** « Jeanne Martin (Société), Audit de sécurité — reçue il y a 3 jours · 01a2b3c4 ». */
function waitingLine(inquiry: Inquiry, now: Date): string {
  const who = inquiry.company ? `${inquiry.name} (${inquiry.company})` : inquiry.name;
  const offer = inquiry.offer ? `, ${subjectLabel(inquiry.offer) ?? inquiry.offer}` : '';
  const days = Math.max(0, Math.floor((now.getTime() - inquiry.createdAt.getTime()) / DAY_MS));
  return `${who}${offer} — ${text.age(days)} · ${inquiry.id.slice(0, 8)}`;
}

function rows(content: DigestContent) {
  const { report } = content;
  const totals = totalKeys.map((key) => {
    const now = report[key];
    const before = report.previous[key satisfies keyof AudienceTotals];
    return [text.totals[key], now, before, changeOf(now, before)] as const;
  });
  const pages = report.pages
    .slice(0, TOP)
    .map(
      (page) =>
        `${page.title ?? page.path}\u00a0: ${page.views} ${text.pageColumns.views}` +
        (page.signups ? `, ${page.signups} ${text.pageColumns.signups}` : '') +
        (page.inquiries ? `, ${page.inquiries} ${text.pageColumns.inquiries}` : ''),
    );
  const referrers = report.referrers
    .slice(0, TOP)
    .map(({ host, views }) => `${host}\u00a0: ${views}`);
  const waiting = content.waiting.map((inquiry) => waitingLine(inquiry, content.now));
  return { totals, pages, referrers, waiting };
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p>{text.nothing}</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function DigestEmail({ content, subject }: { content: DigestContent; subject: string }) {
  const { totals, pages, referrers, waiting } = rows(content);
  const cell = { padding: '0.25em 1em 0.25em 0', textAlign: 'right' } as const;
  return (
    <EmailLayout title={subject} footer={<p>{text.footer}</p>}>
      <p>{text.intro}</p>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <td />
            <th scope="col" style={cell}>
              {text.columns.now}
            </th>
            <th scope="col" style={cell}>
              {text.columns.before}
            </th>
            <td />
          </tr>
        </thead>
        <tbody>
          {totals.map(([label, now, before, delta]) => (
            <tr key={label}>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                {label}
              </th>
              <td style={cell}>{now}</td>
              <td style={cell}>{before}</td>
              <td style={cell}>{delta}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ fontSize: '1em' }}>{text.pagesHeading}</h2>
      <List items={pages} />
      <h2 style={{ fontSize: '1em' }}>{text.referrersHeading}</h2>
      <List items={referrers} />
      <h2 style={{ fontSize: '1em' }}>{text.waitingHeading}</h2>
      {waiting.length === 0 ? <p>{text.noneWaiting}</p> : <List items={waiting} />}
      {waiting.length > 0 && <p>{text.waitingHint}</p>}
    </EmailLayout>
  );
}

/** The owner's weekly summary: the week against the one before, top pages and referrers, who waits. */
export function composeDigest(content: DigestContent): ComposedMessage {
  const subject = text.subject(formatDay(content.week.from), formatDay(content.week.to));
  const { totals, pages, referrers, waiting } = rows(content);
  const list = (items: readonly string[]) =>
    items.length === 0 ? text.nothing : items.map((item) => `- ${item}`).join('\n');
  const plain = renderEmailText({
    body: [
      text.intro,
      totals
        .map(
          ([label, now, before, delta]) =>
            `${label}\u00a0: ${now} (${text.columns.before.toLowerCase()}\u00a0: ${before}, ${delta})`,
        )
        .join('\n'),
      `${text.pagesHeading}\u00a0:\n${list(pages)}`,
      `${text.referrersHeading}\u00a0:\n${list(referrers)}`,
      waiting.length === 0
        ? `${text.waitingHeading}\u00a0: ${text.noneWaiting}`
        : `${text.waitingHeading}\u00a0:\n${list(waiting)}\n\n${text.waitingHint}`,
    ],
    footer: [text.footer],
  });
  const html = renderEmailHtml(<DigestEmail content={content} subject={subject} />);
  return { subject, text: plain, html, headers: {} };
}
