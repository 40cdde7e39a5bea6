import { Link } from '../lib/here.tsx';
import { bookingHint, landingPage, landingPromise } from '../../content/landing.ts';
import { landingStory } from '../../content/landing-story.ts';
import { ownerRole } from '../../content/voice.ts';
import { site } from '../../content/site.ts';
import { Banner } from '../components/banner.tsx';
import { ExternalLink } from '../components/external-link.tsx';
import { IconCalendarEvent } from '../components/icons.tsx';
import { Portrait } from '../components/portrait.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import buttons from '../components/button.module.css';
import styles from './landing.module.css';

import LandingStory from './landing/story.tsx';

const { clientsLine, quoteLabel } = landingStory.hero;

/**
 * The first screen leads with one message and two actions (PRODUCT.md
 * decision 35): SPEC.md's banner, its tagline typed by CSS over the promise
 * (the page's h1), « Prendre rendez-vous » and « Demander un devis », who
 * the studio serves in one quiet line, and the owner's face. The band fills
 * the first screen (300 px at least): the story and its links begin below
 * it. SPEC.md's other cards follow in the story, in their order: the
 * profiles under « Qui suis-je ? », then the ways into the site.
 */
export default function LandingPage() {
  usePageMeta(landingPage);

  return (
    <>
      <Banner className={styles.hero}>
        <h1>{landingPromise}</h1>
        <nav aria-label="Accès rapides" className={styles.actions}>
          <ExternalLink
            href={site.links.booking}
            className={`${buttons.primary} ${styles.booking}`}
          >
            <IconCalendarEvent size={24} aria-hidden />
            <span>
              Prendre rendez-vous<span className={styles.hint}>{bookingHint}</span>
            </span>
          </ExternalLink>
          <Link to={paths.contact} className={`${buttons.base} ${styles.quote}`}>
            {quoteLabel}
          </Link>
        </nav>
        <p className={styles.clients}>{clientsLine}</p>
        <figure className={styles.face}>
          <Portrait name={site.contactName} eager className={styles.portrait} />
          <figcaption>
            <span className={styles.name}>{site.contactName}</span>
            {ownerRole}
          </figcaption>
        </figure>
      </Banner>
      <LandingStory />
    </>
  );
}
