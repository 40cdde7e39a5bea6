import { useHere } from '../lib/here.tsx';
import { offersText } from '../../content/offers.ts';
import { BackLink } from '../components/back-link.tsx';
import { OFFER_SLUG_PARAM, paths } from '../paths.ts';
import OfferDetailPage, { findOffer } from './offer/detail.tsx';
import { OfferIndex, OfferNotFound } from './offer/index-screen.tsx';
import styles from './offer.module.css';

/** `/Offer`: the offers' index; an offer's address gives its page (./offer/detail.tsx). */
export default function OfferPage() {
  const slug = useHere().params[OFFER_SLUG_PARAM];
  if (findOffer(slug)) return <OfferDetailPage />;

  return (
    <div className={`container ${styles.page}`}>
      <BackLink
        to={paths.website}
        current={slug ? offersText.notFound.title : offersText.heading}
      />
      {slug ? <OfferNotFound /> : <OfferIndex />}
    </div>
  );
}
