import { Link, useParams } from 'react-router';
import { offers, offersText } from '../../content/offers.ts';
import { formatPrice, taxBasis } from '../../content/prices.ts';
import type { Offer } from '../../content/types.ts';
import { BackLink } from '../components/back-link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { OFFER_SLUG_PARAM, paths, websiteContactHref } from '../paths.ts';
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

function OfferDetail({ offer }: { offer: Offer }) {
  usePageMeta({ title: offer.title, description: offer.description });
  return (
    <article className={`prose ${styles.article}`}>
      <h1>{offer.title}</h1>
      {offer.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ItemList heading={offersText.sections.deliverables} items={offer.deliverables} />
      <h2>{offersText.sections.engagement}</h2>
      <p>{offer.engagement}</p>
      <ItemList heading={offersText.sections.clientProvides} items={offer.clientProvides} />
      <ItemList heading={offersText.sections.excluded} items={offer.excluded} />
      <h2>{offersText.sections.confidentiality}</h2>
      <p>{offer.confidentiality}</p>
      <p className={styles.price}>
        <span className={styles.priceLabel}>{offersText.priceLabel}</span>
        <span className={styles.priceValue}>
          {offersText.priceFrom} {formatPrice(offer.priceEuros, offer.priceUnit)}
        </span>
        <span className={styles.priceLabel}>{taxBasis.note}</span>
      </p>
      <p className={styles.cta}>
        Un projet en tête&nbsp;? <Link to={websiteContactHref}>Contactez-moi</Link> pour en parler.
      </p>
    </article>
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
    <section className={`prose ${styles.article}`}>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p>
        <Link to={paths.website}>{text.link}</Link>
      </p>
    </section>
  );
}
