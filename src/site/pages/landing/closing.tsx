import type { ReactNode } from 'react';
import { Link } from '../../lib/here.tsx';
import { landingStory } from '../../../content/landing-story.ts';
import { site } from '../../../content/site.ts';
import { testimonials } from '../../../content/testimonials.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { TestimonialQuote } from '../../components/testimonial-quote.tsx';
import { paths } from '../../paths.ts';
import styles from '../landing-story.module.css';

/**
 * The landing page's closing call to action: booking, a client's words, and
 * the quote request. `quoteForm`: the quote-request form (PRODUCT.md decision
 * 18) once it is placed here; without it, a link to /Contact where it lives.
 */
export function LandingClosing({ quoteForm }: { readonly quoteForm?: ReactNode }) {
  const { heading, text, bookingLabel, quoteLabel } = landingStory.closing;
  // Another client than the first screen's, when there is one.
  const quote = testimonials[1] ?? testimonials[0];
  return (
    <section className={styles.closing} aria-labelledby="parlons">
      <div className={`container ${styles.closingInner}`}>
        <div className={styles.closingText}>
          <h2 id="parlons">{heading}</h2>
          <p>{text}</p>
          <div className={styles.actions}>
            <ExternalLink href={site.links.booking} className={styles.primary}>
              {bookingLabel}
            </ExternalLink>
            {!quoteForm && (
              <Link to={paths.contact} className={styles.secondary}>
                {quoteLabel}
              </Link>
            )}
          </div>
          {quote && (
            <TestimonialQuote testimonial={quote} tone="onBanner" className={styles.closingQuote} />
          )}
        </div>
        {quoteForm && <div className={styles.quoteForm}>{quoteForm}</div>}
      </div>
    </section>
  );
}
