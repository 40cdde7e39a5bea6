import { Link } from 'react-router';
import {
  paymentModels,
  paymentModelsIntro,
  paymentModelsPage as text,
  paymentTerms,
} from '../../content/payment-models.ts';
import type { PaymentModel } from '../../content/types.ts';
import { BackLink } from '../components/back-link.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { QUOTE_REQUEST_SECTION } from '../components/inquiry-form-props.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { useScrollToHashSection } from '../lib/use-scroll-to-hash-section.ts';
import { paths, websiteContactHref } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './contact.module.css';

export default function ContactPage() {
  usePageMeta({ title: text.title, description: text.description });
  useScrollToHashSection();

  return (
    <div className={`container ${layout.page}`}>
      <BackLink to={paths.landing} />
      <header className={layout.header}>
        <h1>{text.title}</h1>
        <p className={layout.lead}>{paymentModelsIntro}</p>
      </header>
      <div className={styles.models}>
        {paymentModels.map((model) => (
          <Model key={model.slug} model={model} />
        ))}
      </div>
      <section className={styles.model} aria-labelledby="conditions-titre">
        <h2 id="conditions-titre">{text.termsHeading}</h2>
        <dl className={styles.terms}>
          {paymentTerms.map((term) => (
            <div key={term.label}>
              <dt>{term.label}</dt>
              <dd>{term.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className={styles.cta}>
        Vous hésitez entre deux modèles&nbsp;?{' '}
        <Link to={websiteContactHref}>Parlons de votre projet</Link>. Chaque mission suit nos{' '}
        <Link to={paths.termsOfSale}>conditions générales de vente</Link>.
      </p>
      {/* PRODUCT.md decision 18: the contact details and the quote-request form. */}
      <div className={styles.reach}>
        <ContactBlock id="coordonnees" />
        <div id={QUOTE_REQUEST_SECTION}>
          <InquiryForm headingId="demande-devis" />
        </div>
      </div>
    </div>
  );
}

function Model({ model }: { model: PaymentModel }) {
  const titleId = `modele-${model.slug}`;
  return (
    <section className={styles.model} aria-labelledby={titleId}>
      <h2 id={titleId}>{model.title}</h2>
      <p className={styles.summary}>{model.summary}</p>
      <p className={styles.price}>{model.price}</p>
      {model.howItWorks.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3>Quand le choisir</h3>
      <ul>
        {model.suitsWhen.map((situation) => (
          <li key={situation}>{situation}</li>
        ))}
      </ul>
      <p className={styles.watchOut}>
        <strong>Point d’attention&nbsp;:</strong> {model.watchOut}
      </p>
    </section>
  );
}
