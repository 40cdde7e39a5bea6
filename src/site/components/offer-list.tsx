import { Link } from 'react-router';
import type { Offer } from '../../content/types.ts';
import { offerHref } from '../paths.ts';
import styles from './offer-list.module.css';

interface OfferListProps {
  readonly offers: readonly Offer[];
}

/** The offers as cards, each with its « Voir plus » link to its own page. */
export function OfferList({ offers }: OfferListProps) {
  return (
    <ul className={styles.list}>
      {offers.map((offer) => {
        const titleId = `offre-${offer.slug}`;
        return (
          <li key={offer.slug}>
            <article className={styles.offer} aria-labelledby={titleId}>
              <h2 id={titleId}>{offer.title}</h2>
              <p>{offer.description}</p>
              <Link to={offerHref(offer.slug)} className={styles.more} aria-describedby={titleId}>
                Voir plus
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
