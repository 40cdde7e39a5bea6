import { Link } from '../../lib/here.tsx';
import { offersText } from '../../../content/offers.ts';
import { taxBasis } from '../../../content/prices.ts';
import { BackLink } from '../../components/back-link.tsx';
import { OfferFamilies } from '../../components/offer-families.tsx';
import { StatePanel } from '../../components/state-panel.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { paths } from '../../paths.ts';
import buttons from '../../components/button.module.css';
import styles from '../offer.module.css';

/**
 * `/Offer` as src/pages/Offer.astro builds it: the index alone, so that page
 * carries none of the offers' own pages (their quote form and its rules).
 */
export default function OfferIndexPage() {
  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={paths.website} current={offersText.heading} />
      <OfferIndex />
    </div>
  );
}

/**
 * /Offer with no offer named: every offer by family, as /Website lists them (the
 * original's blank page was its bug, PRODUCT.md decision 20).
 */
export function OfferIndex() {
  usePageMeta({ title: offersText.heading, description: offersText.indexDescription });
  return (
    <section className={styles.index} aria-labelledby="offres-titre">
      <h1 id="offres-titre">{offersText.heading}</h1>
      <p className={styles.lead}>{offersText.lead}</p>
      <OfferFamilies />
      <p className={styles.tax}>{taxBasis.note}</p>
    </section>
  );
}

/** An address naming no offer: say so, and offer the list. */
export function OfferNotFound() {
  const text = offersText.notFound;
  usePageMeta({ title: text.title, description: text.description });
  return (
    <div className={styles.notFound}>
      <StatePanel
        tone="not-found"
        title={text.title}
        headingLevel={1}
        actions={
          <Link to={paths.offer} className={buttons.primary}>
            {text.link}
          </Link>
        }
      >
        <p>{text.text}</p>
      </StatePanel>
    </div>
  );
}
