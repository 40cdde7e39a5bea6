import { offersText } from '../../content/offers.ts';
import { formatPrice } from '../../content/prices.ts';
import { site } from '../../content/site.ts';
import type { Offer } from '../../content/types.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { IconCircleCheck } from '../components/icons.tsx';
import { OfferIcon } from '../components/offer-icon.tsx';
import styles from './offer.module.css';

/** The offer's panel: the indicative price, what the client receives, and « Prendre rendez-vous » / « Écrire ». */
export function OfferPanel({ offer }: { offer: Offer }) {
  return (
    <aside className={styles.panel} aria-labelledby="offre-tarif">
      <OfferIcon slug={offer.slug} />
      <p id="offre-tarif" className={styles.priceLabel}>
        {offersText.priceLabel}
      </p>
      <p className={styles.priceValue}>
        {offersText.priceFrom} {formatPrice(offer.priceEuros, offer.priceUnit)}
      </p>
      <h2 className={styles.panelHeading}>{offersText.sections.deliverables}</h2>
      <ul className={styles.included}>
        {offer.deliverables.map((item) => (
          <li key={item}>
            <IconCircleCheck size={20} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ExternalLink href={site.links.booking} className={styles.button}>
          Prendre rendez-vous
        </ExternalLink>
        <a
          href={`mailto:${site.email}?subject=${encodeURIComponent(offer.title)}`}
          className={styles.secondary}
        >
          Écrire
        </a>
      </div>
    </aside>
  );
}
