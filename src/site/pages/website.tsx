import { independentsNote, offers, offersText, websitePage } from '../../content/offers.ts';
import { formatDayRate, formatOfferPrice, taxBasis } from '../../content/prices.ts';
import { shopSetup } from '../../content/shop-setup.ts';
import { Link } from '../lib/here.tsx';
import { Banner } from '../components/banner.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { Steps } from '../components/steps.tsx';
import { landingStory } from '../../content/landing-story.ts';
import { quoteRequestHref } from '../components/inquiry-form-props.ts';
import { OfferFamilies } from '../components/offer-families.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { offerHref, websiteSections } from '../paths.ts';
import styles from './website.module.css';

export default function WebsitePage() {
  usePageMeta(websitePage);

  return (
    <>
      {/* SPEC.md's banner holds the page's title and what it sells: the offer
          families follow at once, in the first screen at every width (issue 45). */}
      <section id={websiteSections.offers} aria-labelledby="offres-titre">
        <Banner>
          <h1 id="offres-titre">{offersText.heading}</h1>
          <p className={styles.lead}>{offersText.lead}</p>
          <p className={styles.rate}>{formatDayRate()}</p>
        </Banner>
        <div className={`container ${styles.section}`}>
          <OfferFamilies />
          <p className={styles.tax}>{taxBasis.note}</p>
          <IndependentsNote />
        </div>
      </section>
      <div className="container">
        {/* How a mission runs: beside the offers it sells (it left the landing, issue 45). */}
        <section className={styles.section} aria-labelledby="deroule">
          <h2 id="deroule">{landingStory.steps.heading}</h2>
          <Steps items={landingStory.steps.items} />
        </section>
        <div className={styles.section}>
          <ContactBlock id={websiteSections.contact} formLink />
        </div>
      </div>
    </>
  );
}

/**
 * The door the first screen opens for independents and shops (audiences.ts):
 * what the studio does not sell them, then what it does, with its offers.
 */
function IndependentsNote() {
  const { heading, text } = independentsNote;
  return (
    <section
      id={websiteSections.independents}
      className={styles.note}
      aria-labelledby={`${websiteSections.independents}-titre`}
      tabIndex={-1}
    >
      <h2 id={`${websiteSections.independents}-titre`}>{heading}</h2>
      <p>{text}</p>
      <div className={styles.setup}>
        <h3>{shopSetup.title}</h3>
        <p>
          <strong>{formatOfferPrice(shopSetup.price, offersText.priceFrom)}</strong>
        </p>
        <p>
          Compris&nbsp;: {shopSetup.includes}. Non compris&nbsp;: {shopSetup.excluded}.
        </p>
        <p>
          <Link to={quoteRequestHref(shopSetup.value)}>{shopSetup.actionLabel}</Link>
        </p>
      </div>
      <p>{independentsNote.further}</p>
      <ul>
        {independentsNote.offers.map(({ slug, why }) => {
          const offer = offers.find((candidate) => candidate.slug === slug);
          return offer ? (
            <li key={slug}>
              <Link to={offerHref(slug)}>{offer.title}</Link>&nbsp;: {why}.
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
