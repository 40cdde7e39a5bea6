import type { ReactNode } from 'react';
import { Link } from '../../lib/here.tsx';
import { landingStory } from '../../../content/landing-story.ts';
import { site } from '../../../content/site.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import styles from '../landing-story.module.css';

/**
 * The landing page's closing call to action: a band with the booking and
 * « Demander un devis ». The quote form (PRODUCT.md decision 18) stays on the
 * page one tap away: « Demander un devis » opens it in place, a disclosure
 * that needs no script, so the page ends on the call rather than on seven
 * fields (issue 45). Under them, SPEC.md's last card, « Contact »: the
 * studio's details on /Website.
 */
export function LandingClosing({
  quoteForm,
  contactHref,
}: {
  readonly quoteForm: ReactNode;
  readonly contactHref: string;
}) {
  const { heading, text, bookingLabel, quoteLabel, contactLabel } = landingStory.closing;
  return (
    <section className={styles.closing} aria-labelledby="parlons">
      <div className="container">
        <h2 id="parlons">{heading}</h2>
        <p>{text}</p>
        <div className={styles.actions}>
          <ExternalLink href={site.links.booking} className={styles.primary}>
            {bookingLabel}
          </ExternalLink>
          <details className={styles.quoteDetails}>
            <summary className={styles.secondary}>{quoteLabel}</summary>
            <div className={styles.quoteForm}>{quoteForm}</div>
          </details>
        </div>
        <p>
          <Link to={contactHref} className={styles.contact}>
            {contactLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
