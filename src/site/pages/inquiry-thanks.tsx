import { Link } from '../lib/here.tsx';
import { inquiryFieldNames, inquiryThanks as text } from '../../content/inquiry.ts';
import { inquirySubjects } from '../../content/inquiry-subjects.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import type { RecapLine } from '../../forms/inquiry-recap.ts';
import { inlineScript } from '../inline/inline-script.ts';
import { showRecap } from '../inline/show-recap.ts';
import { thanksSubjectId } from '../../shared/inquiry-thanks.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { StatePanel } from '../components/state-panel.tsx';
import { RECAP_KEY } from '../lib/recap-handoff.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import buttons from '../components/button.module.css';
import styles from './outcome-page.module.css';

/**
 * Where a quote request lands once sent (the server's 303 without script,
 * the form's navigation with it): what was sent, read back, and the way to
 * book a call. The form's script hands the whole request over
 * (lib/recap-handoff.ts), which the page's inline script shows
 * (inline/show-recap.ts); a form sent without script names only its subject,
 * in the address's fragment, and the page shows that subject's line
 * (shared/inquiry-thanks.ts).
 */
export default function InquiryThanksPage() {
  usePageMeta({ title: text.title, description: text.description });
  return (
    <div className={`container ${layout.page}`}>
      <StatePanel
        tone="success"
        title={text.heading}
        headingLevel={1}
        actions={
          <>
            <ExternalLink href={site.links.booking} className={buttons.primary}>
              {text.booking}
            </ExternalLink>
            <a href={`tel:${site.phone}`}>{formatPhone(site.phone)}</a>
            <Link to={paths.landing}>{text.back}</Link>
          </>
        }
      >
        <p>{text.text}</p>
        <Recap id={WHOLE_RECAP} lines={[]} />
        <script
          // The whole request, from the form's script, into the recap above.
          dangerouslySetInnerHTML={{
            __html: inlineScript(showRecap, RECAP_KEY),
          }}
        />
        {inquirySubjects.map(({ value, label }) => (
          <Recap
            key={value}
            id={thanksSubjectId(value)}
            lines={[{ label: inquiryFieldNames.offer, value: label }]}
          />
        ))}
        <p>{text.bookingText}</p>
      </StatePanel>
    </div>
  );
}

/** The whole request's recap, which the inline script fills and shows. */
const WHOLE_RECAP = 'recapitulatif';

/**
 * What the request said, hidden until shown: the whole request by the inline
 * script, or one subject's recap of a form sent without script, when the
 * address's fragment targets it.
 */
function Recap({ lines, id }: { readonly lines: readonly RecapLine[]; readonly id: string }) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} hidden className={styles.recap} aria-labelledby={headingId}>
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
