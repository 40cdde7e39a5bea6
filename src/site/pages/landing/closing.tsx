import type { ReactNode } from 'react';
import { landingStory } from '../../../content/landing-story.ts';
import { site } from '../../../content/site.ts';
import { testimonials } from '../../../content/testimonials.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { TestimonialQuote } from '../../components/testimonial-quote.tsx';
import styles from '../landing-story.module.css';

/**
 * The landing page's closing call to action: a band with the booking and
 * « Demander un devis », a client's words beside them. The quote form
 * (PRODUCT.md decision 18) stays on the page one tap away: « Demander un
 * devis » opens it in place, a disclosure that needs no script, so the page
 * ends on the call rather than on seven fields (issue 45).
 */
export function LandingClosing({ quoteForm }: { readonly quoteForm: ReactNode }) {
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
            <details className={styles.quoteDetails}>
              <summary className={styles.secondary}>{quoteLabel}</summary>
              <div className={styles.quoteForm}>{quoteForm}</div>
            </details>
          </div>
        </div>
        {quote && (
          <TestimonialQuote testimonial={quote} tone="onBanner" className={styles.closingQuote} />
        )}
      </div>
    </section>
  );
}
