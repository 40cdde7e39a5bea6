import { useHere } from '../lib/here.tsx';
import { offersText } from '../../content/offers.ts';
import { BackLink } from '../components/back-link.tsx';
import { OFFER_SLUG_PARAM, paths } from '../paths.ts';
import OfferDetailPage, { findOffer } from './offer/detail.tsx';
import OfferIndexPage, { OfferNotFound } from './offer/index-screen.tsx';
import styles from './offer.module.css';

/**
 * The route table's offer page: `/Offer`'s index (./offer/index-screen.tsx), an offer's
 * page (./offer/detail.tsx), else the not-found screen. The built pages import the first
 * two directly (src/pages/Offer.astro, Offer/[slug].astro), each without the other's rules.
 */
export default function OfferPage() {
  const slug = useHere().params[OFFER_SLUG_PARAM];
  if (!slug) return <OfferIndexPage />;
  if (findOffer(slug)) return <OfferDetailPage />;

  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={paths.website} current={offersText.notFound.title} />
      <OfferNotFound />
    </div>
  );
}
