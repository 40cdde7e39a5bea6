import { Link, useLocation } from 'react-router';
import { inquiryThanks as text } from '../../content/inquiry.ts';
import { site } from '../../content/site.ts';
import { formatPhone } from '../../shared/french-format.ts';
import { recapOf } from '../../shared/inquiry-recap.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { StatePanel } from '../components/state-panel.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './outcome-page.module.css';

/**
 * Where a quote request lands once sent (the server's 303 without script,
 * the script's navigation with it): what was sent, read back when the
 * script brought it, and the way to book a call.
 */
export default function InquiryThanksPage() {
  usePageMeta({ title: text.title, description: text.description });
  const recap = recapOf(useLocation().state);
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
        {recap && (
          <section className={styles.recap} aria-labelledby="recapitulatif">
            <h2 id="recapitulatif">{text.recapHeading}</h2>
            <dl>
              {recap.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <p>{text.bookingText}</p>
      </StatePanel>
    </div>
  );
}
