import { offerFamilies } from '../../content/offers.ts';
import { OfferList } from './offer-list.tsx';
import styles from './offer-families.module.css';

/**
 * The offers by family (/Website and /Offer): each family's heading and
 * sentence, then its offers as cards, the lead offer first and labelled.
 */
export function OfferFamilies() {
  return (
    <div className={styles.families}>
      {offerFamilies.map((family) => {
        const headingId = `famille-${family.slug}`;
        return (
          <section key={family.slug} aria-labelledby={headingId}>
            <h2 id={headingId}>{family.title}</h2>
            <p className={styles.intro}>{family.intro}</p>
            <OfferList offers={family.offers} headingLevel={3} lead />
          </section>
        );
      })}
    </div>
  );
}
