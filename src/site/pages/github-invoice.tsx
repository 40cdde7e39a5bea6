import { Link } from '../lib/here.tsx';
import { githubInvoice } from '../../content/github-invoice.ts';
import { productSubject } from '../../content/product-subject.ts';
import { projects } from '../../content/projects.ts';
import { BackLink } from '../components/back-link.tsx';
import { Steps } from '../components/steps.tsx';
import { ContactBlock } from '../components/contact-block.tsx';
import { quoteRequestHref } from '../components/inquiry-form-props.ts';
import { InvoicePreview } from '../components/pictures/invoice-preview.tsx';
import { CaseFacts } from '../components/case-facts.tsx';
import { ProjectLogo } from '../components/project-logo.tsx';
import { ScreenStage } from '../components/screen-stage.tsx';
import { SectionNav } from '../components/section-nav.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { paths } from '../paths.ts';
import layout from './inner-page.module.css';
import buttons from '../components/button.module.css';
import styles from './github-invoice.module.css';

/** The sections the navigation bar scrolls to. */
export const githubInvoiceSections = {
  doc: 'documentation',
  howTo: 'fonctionnement',
  faq: 'faq',
  contact: 'contact',
} as const;

const project = projects.find((entry) => entry.slug === 'GithubInvoice');

export default function GithubInvoicePage() {
  usePageMeta({
    title: githubInvoice.metaTitle,
    description: project?.description ?? githubInvoice.tagline,
  });
  const { doc, howTo, faq, contact } = githubInvoiceSections;

  return (
    <>
      <SectionNav
        label="Navigation de la page GithubInvoice"
        items={[
          { label: 'Doc', section: doc },
          // SPEC.md's words (DESIGN.md: they do not move); read as English.
          { label: 'How To', section: howTo, lang: 'en' },
          { label: 'FAQ', section: faq },
          { label: 'Contact', section: contact },
        ]}
      />
      <div className={`container ${layout.page}`}>
        <BackLink to={paths.realisation} current="GithubInvoice" />
        <header className={`${layout.header} ${styles.hero}`}>
          <ProjectLogo name="githubinvoice" label="Logo de GithubInvoice" size={88} />
          <div>
            <h1>GithubInvoice</h1>
            <p className={layout.lead}>{githubInvoice.tagline}</p>
          </div>
        </header>
        <div className={styles.intro}>
          <div className="prose">
            {githubInvoice.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ScreenStage>
            <InvoicePreview />
          </ScreenStage>
        </div>

        <section className={styles.section} aria-labelledby="offre-titre">
          <h2 id="offre-titre">{githubInvoice.offer.heading}</h2>
          <div className={styles.columns}>
            <div>
              <p>{githubInvoice.offer.status}</p>
              <p>
                <strong>{githubInvoice.offer.price}</strong>
              </p>
              <p>
                <Link to={quoteRequestHref(productSubject.value)} className={buttons.primary}>
                  {githubInvoice.offer.actionLabel}
                </Link>
              </p>
            </div>
            <div className={styles.card}>
              {githubInvoice.offer.terms.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>

        {project && (
          <section className={styles.section} aria-labelledby="etude-titre">
            <h2 id="etude-titre">{githubInvoice.caseHeading}</h2>
            <CaseFacts caseStudy={project.caseStudy} wide />
          </section>
        )}

        <section className={styles.section} aria-labelledby="fonctionnalites-titre">
          <h2 id="fonctionnalites-titre">Fonctionnalités clés</h2>
          <ul className={styles.features}>
            {githubInvoice.features.map((feature) => (
              <li key={feature.title} className={styles.card}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id={doc} className={styles.section} aria-labelledby={`${doc}-titre`}>
          <h2 id={`${doc}-titre`}>Documentation</h2>
          <div className={styles.columns}>
            <div>
              {githubInvoice.documentation.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className={styles.card}>
              <h3>Ce qu’il vous faut</h3>
              <ul>
                {githubInvoice.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id={howTo} className={styles.section} aria-labelledby={`${howTo}-titre`}>
          <h2 id={`${howTo}-titre`}>Comment ça marche</h2>
          <Steps items={githubInvoice.steps} />
        </section>

        <section id={faq} className={styles.section} aria-labelledby={`${faq}-titre`}>
          <h2 id={`${faq}-titre`}>Questions fréquentes</h2>
          <div className={styles.columns}>
            {githubInvoice.faq.map((entry) => (
              <div key={entry.question} className={styles.question}>
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
              </div>
            ))}
          </div>
        </section>

        <div className={styles.section}>
          {/* SPEC's contact footer with social links: those the site's footer,
              right below, does not already show. */}
          <ContactBlock id={contact}>
            <SocialLinks only={['discord', 'instagram']} />
          </ContactBlock>
        </div>
      </div>
    </>
  );
}
