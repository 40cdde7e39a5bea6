import { offersText, websitePage } from '../../content/offers.ts';
import { formatDayRate } from '../../content/prices.ts';
import { taxBasis } from '../../content/prices.ts';
import { Banner } from '../components/banner.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { OfferFamilies } from '../components/offer-families.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { useScrollToHashSection } from '../lib/use-scroll-to-hash-section.ts';
import { websiteSections } from '../paths.ts';
import styles from './website.module.css';

export default function WebsitePage() {
  usePageMeta(websitePage);
  useScrollToHashSection();

  return (
    <>
      <Banner as="p" />
      <div className="container">
        <section
          id={websiteSections.offers}
          className={styles.section}
          aria-labelledby="offres-titre"
        >
          <h1 id="offres-titre">{offersText.heading}</h1>
          <p className={styles.lead}>{offersText.lead}</p>
          <p className={styles.lead}>{formatDayRate()}</p>
          <OfferFamilies />
          <p className={styles.tax}>{taxBasis.note}</p>
        </section>
        <div className={styles.section}>
          <ContactBlock id={websiteSections.contact} formLink />
        </div>
      </div>
    </>
  );
}
