import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { landingStory } from '../../../content/landing-story.ts';
import { site } from '../../../content/site.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { paths } from '../../paths.ts';
import styles from '../landing-story.module.css';

/**
 * The landing page's closing call to action: booking, and the quote request.
 * `quoteForm`: the quote-request form (PRODUCT.md decision 18) once it is
 * placed here; until then, and always as the way without it, a link to
 * /Contact where the form lives.
 */
export function LandingClosing({ quoteForm }: { readonly quoteForm?: ReactNode }) {
  const { heading, text, bookingLabel, quoteLabel } = landingStory.closing;
  return (
    <section className={styles.closing} aria-labelledby="parlons">
      <div className={`container ${styles.closingInner}`}>
        <div>
          <h2 id="parlons">{heading}</h2>
          <p>{text}</p>
          <div className={styles.actions}>
            <ExternalLink href={site.links.booking} className={styles.primary}>
              {bookingLabel}
            </ExternalLink>
            <Link to={paths.contact} className={styles.secondary}>
              {quoteLabel}
            </Link>
          </div>
        </div>
        {quoteForm && <div className={styles.quoteForm}>{quoteForm}</div>}
      </div>
    </section>
  );
}
