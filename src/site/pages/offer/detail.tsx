import { useHere } from '../../lib/here.tsx';
import { offers, offersText } from '../../../content/offers.ts';
import { site } from '../../../content/site.ts';
import { formatPhone } from '../../../shared/french-format.ts';
import { testimonials, testimonialsText } from '../../../content/testimonials.ts';
import type { Offer } from '../../../content/types.ts';
import { BackLink } from '../../components/back-link.tsx';
import { InquiryForm } from '../../components/inquiry-form.tsx';
import { OFFER_QUOTE_SECTION } from '../../components/inquiry-form-props.ts';
import { MoreLink } from '../../components/more-link.tsx';
import { OfferList } from '../../components/offer-list.tsx';
import { TestimonialList } from '../../components/testimonial-quote.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { OFFER_SLUG_PARAM, offerHref, paths } from '../../paths.ts';
import { OfferPanel } from './panel.tsx';
import styles from '../offer.module.css';

/** The offer named by its address (`/Offer/<slug>`), so the page can be shared and found. */
export function findOffer(slug: string | undefined): Offer | undefined {
  return slug ? offers.find((offer) => offer.slug === slug) : undefined;
}

/** How many offers an offer's page suggests after its text: a few, not the whole list. */
const RELATED_COUNT = 3;

/** The offers that follow this one in the list, wrapping round: each page suggests different ones. */
export function relatedOffers(offer: Offer, count = RELATED_COUNT): readonly Offer[] {
  const at = offers.indexOf(offer);
  const others = [...offers.slice(at + 1), ...offers.slice(0, Math.max(at, 0))];
  return others.slice(0, count);
}

/**
 * An offer's page (`/Offer/<slug>`, src/pages/Offer/[slug].astro): a module of
 * its own, so these pages carry neither the offers' index nor the not-found
 * screen (and their rules) that `/Offer`'s module (../offer.tsx) adds.
 */
export default function OfferDetailPage() {
  const slug = useHere().params[OFFER_SLUG_PARAM];
  const offer = findOffer(slug);
  if (!offer) throw new Error(`offer page: no offer ${slug ?? ''}`);
  return (
    <div className={`container ${styles.page}`}>
      <BackLink to={paths.website} current={offer.title} />
      <OfferDetail offer={offer} />
    </div>
  );
}

/** The offer's text beside its panel (price, what is included, the two calls to action), then three other offers. */
function OfferDetail({ offer }: { offer: Offer }) {
  usePageMeta({ title: offer.title, description: offer.description });
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
        </div>
        {/* On paper the sheet ends on who to call, where the screen has its form. */}
        <p className={styles.printContact}>
          {site.studioName}, {site.contactName}&nbsp;: {formatPhone(site.phone)} · {site.email} ·{' '}
          {`${site.url}${offerHref(offer.slug)}`}
        </p>
      </div>
      <TestimonialList
        items={testimonials.filter((testimonial) => testimonial.offers.includes(offer.slug))}
        heading={testimonialsText.offerHeading}
        headingId="temoignages"
        className={`${styles.others} ${styles.testimonials}`}
      />
      {/* The closing call to action: a quote for this offer (PRODUCT.md decision 18). */}
      <div className={styles.others}>
        <InquiryForm offer={offer.slug} headingId={OFFER_QUOTE_SECTION} />
      </div>
      <section className={styles.others} aria-labelledby="autres-offres">
        <h2 id="autres-offres">{offersText.others}</h2>
        <OfferList offers={relatedOffers(offer)} headingLevel={3} />
        <MoreLink to={paths.offer}>{offersText.notFound.link}</MoreLink>
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
