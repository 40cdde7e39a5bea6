import { Link, useParams } from 'react-router';
import { offers, offersText } from '../../content/offers.ts';
import { taxBasis } from '../../content/prices.ts';
import type { Offer } from '../../content/types.ts';
import { BackLink } from '../components/back-link.tsx';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { OfferList } from '../components/offer-list.tsx';
import { StatePanel } from '../components/state-panel.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { OFFER_SLUG_PARAM, paths } from '../paths.ts';
import { OfferPanel } from './offer-panel.tsx';
import styles from './offer.module.css';

/** The offer named by its address (`/Offer/<slug>`), so the page can be shared and found. */
export function findOffer(slug: string | undefined): Offer | undefined {
  return slug ? offers.find((offer) => offer.slug === slug) : undefined;
}

export default function OfferPage() {
  const offer = findOffer(useParams()[OFFER_SLUG_PARAM]);

  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={paths.website} />
      {offer ? <OfferDetail offer={offer} /> : <OfferNotFound />}
    </div>
  );
}

/** The offer's text beside its panel (price, what is included, the two calls to action), then the other offers. */
function OfferDetail({ offer }: { offer: Offer }) {
  usePageMeta({ title: offer.title, description: offer.description });
  const others = offers.filter((other) => other.slug !== offer.slug);
  return (
    <>
      <div className={styles.layout}>
        <h1 className={styles.title}>{offer.title}</h1>
        <OfferPanel offer={offer} />
        <div className={`prose ${styles.text}`}>
          {offer.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <h2>{offersText.sections.engagement}</h2>
          <p>{offer.engagement}</p>
          <ItemList heading={offersText.sections.clientProvides} items={offer.clientProvides} />
          <ItemList heading={offersText.sections.excluded} items={offer.excluded} />
          <h2>{offersText.sections.confidentiality}</h2>
          <p>{offer.confidentiality}</p>
          <p className={styles.tax}>{taxBasis.note}</p>
        </div>
      </div>
      {/* The closing call to action: a quote for this offer (PRODUCT.md decision 18). */}
      <div className={styles.others}>
        <InquiryForm offer={offer.slug} headingId="demande-devis" />
      </div>
      <section className={styles.others} aria-labelledby="autres-offres">
        <h2 id="autres-offres">{offersText.others}</h2>
        <OfferList offers={others} headingLevel={3} />
      </section>
    </>
  );
}

function ItemList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function OfferNotFound() {
  const text = offersText.notFound;
  usePageMeta({ title: text.title, description: text.description });
  return (
    <div className={styles.notFound}>
      <StatePanel
        tone="not-found"
        title={text.title}
        headingLevel={1}
        actions={
          <Link to={paths.website} className={styles.button}>
            {text.link}
          </Link>
        }
      >
        <p>{text.text}</p>
      </StatePanel>
    </div>
  );
}
