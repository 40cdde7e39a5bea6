import { Link } from '../lib/here.tsx';
import {
  contactPage,
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
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import styles from './contact.module.css';

/** The payment models' section, linked from the page's top. */
const PAYMENT_SECTION = 'modeles';

/**
 * The one page to get in touch (PRODUCT.md decisions 18 and 29): the quote
 * form, phone, e-mail and booking first, then SPEC.md's agile payment models
 * and the payment terms under their own heading.
 */
export default function ContactPage() {
  usePageMeta({ title: contactPage.title, description: contactPage.description });

  return (
    <div className={`container ${layout.page} ${styles.page}`}>
      <BackLink to={paths.landing} current={contactPage.title} />
      <header className={layout.header}>
        <h1>{contactPage.title}</h1>
        <p className={layout.lead}>{contactPage.lead}</p>
        <p>
          <a href={`#${PAYMENT_SECTION}`}>{text.title}</a> et conditions de paiement en bas de page.
        </p>
      </header>
      <div className={styles.reach}>
        <div id={QUOTE_REQUEST_SECTION}>
          <InquiryForm headingId="demande-devis" />
        </div>
        <ContactBlock id="coordonnees" />
      </div>
      {/* Each model's summary and price in view; how it works, and the payment
          terms, one tap away: the page ends when it has said it (issue 45). */}
      <section id={PAYMENT_SECTION} className={styles.payment} aria-labelledby="modeles-titre">
        <h2 id="modeles-titre">{text.title}</h2>
        <p className={layout.lead}>{paymentModelsIntro}</p>
        <div className={styles.models}>
          {paymentModels.map((model) => (
            <Model key={model.slug} model={model} />
          ))}
        </div>
        <details className={`${styles.model} ${styles.termsBox}`}>
          <summary>
            <h3 id="conditions-titre">{text.termsHeading}</h3>
          </summary>
          <dl className={styles.terms}>
            {paymentTerms.map((term) => (
              <div key={term.label}>
                <dt>{term.label}</dt>
                <dd>{term.text}</dd>
              </div>
            ))}
          </dl>
        </details>
        <p className={styles.cta}>
          {text.hesitate} <Link to={`${paths.contact}#${QUOTE_REQUEST_SECTION}`}>{text.talk}</Link>.
          Chaque mission suit mes <Link to={paths.termsOfSale}>conditions générales de vente</Link>.
        </p>
      </section>
    </div>
  );
}

function Model({ model }: { model: PaymentModel }) {
  const titleId = `modele-${model.slug}`;
  return (
    <section className={styles.model} aria-labelledby={titleId}>
      <h3 id={titleId}>{model.title}</h3>
      <p className={styles.summary}>{model.summary}</p>
      <p className={styles.price}>{model.price}</p>
      <details className={styles.more}>
        <summary>Comment ça marche</summary>
        {model.howItWorks.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h4>{text.whenHeading}</h4>
        <ul>
          {model.suitsWhen.map((situation) => (
            <li key={situation}>{situation}</li>
          ))}
        </ul>
        <p className={styles.watchOut}>
          <strong>À surveiller&nbsp;:</strong>{' '}
          {model.watchOut.charAt(0).toLocaleLowerCase('fr-FR') + model.watchOut.slice(1)}
        </p>
      </details>
    </section>
  );
}
