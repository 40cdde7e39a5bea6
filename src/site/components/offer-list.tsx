import { Link } from '../lib/here.tsx';
import { offersText } from '../../content/offers.ts';
import {
  formatProjectRangeAmounts,
  priceEuros,
  priceUnit,
  projectRangeLabel,
} from '../../content/prices.ts';
import type { Offer } from '../../content/types.ts';
import { offerHref } from '../paths.ts';
import { IconArrowRight } from './icons.tsx';
import { OfferIcon } from './offer-icon.tsx';
import { PriceTag } from './price-tag.tsx';
import styles from './offer-list.module.css';

interface OfferListProps {
  readonly offers: readonly Offer[];
  /** The level of each card's title: h2 on /Website, h3 under an offer page's own h2. */
  readonly headingLevel?: 2 | 3;
  /** The first offer is its family's lead, labelled as where to start. */
  readonly lead?: boolean;
}

/**
 * The offers as cards: icon, title, short description, the indicative price
 * as the card's headline and « Voir plus ». The cards of a row share their
 * rows (subgrid), so titles, prices and links line up across it. The whole card is that one link (its box stretches over the
 * card), named « Voir plus » and described by the offer's title.
 */
export function OfferList({ offers, headingLevel = 2, lead = false }: OfferListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // One card takes the row, two or four share it in halves; the list's own
  // class says so before any card has arrived.
  const columns = { 1: styles.columns1, 2: styles.columns2, 4: styles.columns2 }[offers.length];
  return (
    <ul className={columns ? `${styles.list} ${columns}` : styles.list}>
      {offers.map((offer, index) => {
        const titleId = `offre-${offer.slug}`;
        const isLead = lead && index === 0;
        return (
          <li key={offer.slug}>
            <article className={styles.offer} aria-labelledby={titleId}>
              <div className={styles.head}>
                <OfferIcon name={offer.icon} />
                {isLead && <span className={styles.badge}>{offersText.leadLabel}</span>}
              </div>
              <Heading id={titleId}>{offer.title}</Heading>
              <p className={styles.description}>{offer.description}</p>
              <PriceTag
                amountEuros={priceEuros(offer.price)}
                unit={priceUnit(offer.price)}
                from={offer.price.from}
              />
              {/* The whole project's range where the price is asked (decision 34). */}
              <p className={styles.range}>
                {projectRangeLabel(offer)}&nbsp;: {formatProjectRangeAmounts(offer)}
              </p>
              <Link to={offerHref(offer.slug)} className={styles.more} aria-describedby={titleId}>
                Voir plus
                <IconArrowRight size={18} aria-hidden="true" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
