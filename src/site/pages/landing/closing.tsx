import { Link } from '../../lib/here.tsx';
import { landingStory } from '../../../content/landing-story.ts';
import { site } from '../../../content/site.ts';
import buttons from '../../components/button.module.css';
import { ExternalLink } from '../../components/external-link.tsx';

/**
 * The landing page's closing call to action: a band with the booking and
 * « Demander un devis », which opens /Contact on its quote form (PRODUCT.md
 * decision 18, amended: one tap away, fetched ahead by the speculation
 * rules; on the landing itself its seven fields and their script were
 * 4.4 kB of a first window of 14.6). Under them, SPEC.md's last card,
 * « Contact »: the studio's details on /Website.
 */
export function LandingClosing({
  quoteHref,
  contactHref,
}: {
  readonly quoteHref: string;
  readonly contactHref: string;
}) {
  const { heading, text, bookingLabel, quoteLabel, contactLabel } = landingStory.closing;
  return (
    <section className="story-closing" aria-labelledby="parlons">
      <div className="container">
        <h2 id="parlons">{heading}</h2>
        <p>{text}</p>
        <div className="story-actions">
          <ExternalLink href={site.links.booking} className={buttons.primary}>
            {bookingLabel}
          </ExternalLink>
          <Link to={quoteHref} className={`${buttons.base} story-secondary`}>
            {quoteLabel}
          </Link>
        </div>
        <p>
          <Link to={contactHref} className="story-contact">
            {contactLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
