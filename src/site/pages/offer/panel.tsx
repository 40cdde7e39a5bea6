import { Link } from '../../lib/here.tsx';
import { offersText } from '../../../content/offers.ts';
import {
  formatAfterLaunch,
  formatFromScope,
  formatProjectRange,
  priceEuros,
  priceUnit,
  taxBasis,
} from '../../../content/prices.ts';
import { site } from '../../../content/site.ts';
import type { Offer } from '../../../content/types.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { IconCircleCheck } from '../../components/icons.tsx';
import { OfferIcon } from '../../components/offer-icon.tsx';
import { PriceTag } from '../../components/price-tag.tsx';
import { OFFER_QUOTE_SECTION } from '../../components/inquiry-form-props.ts';
import { paths } from '../../paths.ts';
import buttons from '../../components/button.module.css';
import styles from '../offer.module.css';

/**
 * The offer's panel, in view beside the text on desktop: the price as its
 * headline, its basis, what the client receives, and « Prendre rendez-vous »
 * / « Demander un devis ».
 */
export function OfferPanel({ offer }: { offer: Offer }) {
  const fromScope = formatFromScope(offer.price);
  return (
    <aside className={styles.panel} aria-labelledby="offre-tarif">
      <div className={styles.panelHead}>
        <OfferIcon name={offer.icon} />
        <p id="offre-tarif" className={styles.priceLabel}>
          {offersText.priceLabel}
        </p>
      </div>
      <PriceTag
        amountEuros={priceEuros(offer.price)}
        unit={priceUnit(offer.price)}
        from={offer.price.from}
        size="panel"
      />
      {/* Why « à partir de »: what the price covers and what adds to it. */}
      {fromScope && <p className={styles.basis}>{fromScope}</p>}
      <p className={styles.basis}>{formatProjectRange(offer)}</p>
      <p className={styles.basis}>{formatAfterLaunch()}</p>
      <p className={styles.basis}>{taxBasis.note}</p>
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
        <ExternalLink href={site.links.booking} className={buttons.primary}>
          Prendre rendez-vous
        </ExternalLink>
        {/* The page's own form, this offer chosen (offer.tsx). */}
        <a href={`#${OFFER_QUOTE_SECTION}`} className={buttons.outline}>
          Demander un devis
        </a>
      </div>
      <p className={styles.terms}>
        <Link to={paths.termsOfSale}>Conditions générales de vente</Link>
      </p>
    </aside>
  );
}
