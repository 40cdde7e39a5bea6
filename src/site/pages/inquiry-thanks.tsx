import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { inquiryFieldNames, inquiryThanks as text } from '../../content/inquiry.ts';
import { inquirySubjects } from '../../content/inquiry-subjects.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import type { RecapLine } from '../../forms/inquiry-recap.ts';
import { thanksSubjectId } from '../../shared/inquiry-thanks.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { StatePanel } from '../components/state-panel.tsx';
import { takeRecap } from '../lib/recap-handoff.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './outcome-page.module.css';

/**
 * Where a quote request lands once sent (the server's 303 without script,
 * the script's navigation with it): what was sent, read back, and the way to
 * book a call. The script hands the whole request over (lib/recap-handoff.ts); a form sent
 * without script names only its subject, in the address's fragment, and the
 * page shows that subject's line (shared/inquiry-thanks.ts).
 */
export default function InquiryThanksPage() {
  usePageMeta({ title: text.title, description: text.description });
  // Only in the browser: the page built ahead holds every subject's line.
  const [recap, setRecap] = useState<RecapLine[] | undefined>(undefined);
  useEffect(() => {
    // Read once adopted: the page built ahead has no recap, and its hydration must match it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRecap(takeRecap());
  }, []);
  return (
    <div className={`container ${layout.page}`}>
      <StatePanel
        tone="success"
        title={text.heading}
        headingLevel={1}
        actions={
          <>
            <ExternalLink href={site.links.booking} className={styles.primary}>
              {text.booking}
            </ExternalLink>
            <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
            <Link to={paths.landing}>{text.back}</Link>
          </>
        }
      >
        <p>{text.text}</p>
        {recap ? (
          <Recap lines={recap} />
        ) : (
          inquirySubjects.map(({ value, label }) => (
            <Recap
              key={value}
              id={thanksSubjectId(value)}
              lines={[{ label: inquiryFieldNames.offer, value: label }]}
            />
          ))
        )}
        <p>{text.bookingText}</p>
      </StatePanel>
    </div>
  );
}

/**
 * What the request said. With an `id`, one subject's recap of a form sent
 * without script: hidden until the address's fragment targets it.
 */
function Recap({ lines, id }: { readonly lines: readonly RecapLine[]; readonly id?: string }) {
  const headingId = id ? `${id}-titre` : 'recapitulatif';
  return (
    <section id={id} hidden={id !== undefined} className={styles.recap} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.recapHeading}</h2>
      <dl>
        {lines.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
