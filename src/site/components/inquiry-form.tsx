import { inquiryForm as text, inquiryNotice } from '../../content/inquiry.ts';
import { Link, useHere } from '../lib/here.tsx';
import { paths } from '../paths.ts';
import { FormStyles } from './section-style.tsx';
import { Island } from './island.tsx';
import InquiryFormBody from './inquiry-form-body.tsx';
import type { InquiryFormProps } from './inquiry-form-props.ts';

export type { InquiryFormProps };

/**
 * The quote-request section: `<InquiryForm headingId="devis" />`, with
 * `offer` on an offer's page. Its heading, words and notice are HTML; its
 * form is an island (island.tsx), which the page's src/pages/ file hydrates
 * (inquiry-form-body.tsx) with these props when it nears the screen.
 */
export function InquiryForm({ offer, headingId, headingLevel = 2 }: InquiryFormProps) {
  const island = { offer, pathname: useHere().pathname };
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className="inquiry" aria-labelledby={headingId}>
      <FormStyles />
      <Heading id={headingId}>{text.heading}</Heading>
      <p className="inquiry-intro">{text.intro}</p>
      {/* Astro writes its islands' `<style>` and scripts just before the
          page's first island: wrapped, they are its parent's first child,
          the one place in <body> a `<style>` is valid (Nu Html Checker). */}
      <div>
        <Island props={island}>
          <InquiryFormBody {...island} />
        </Island>
      </div>
      {/* What the answers are for, on which basis, how long, and where the whole policy is (GDPR art. 13). */}
      <p className="inquiry-notice">
        {inquiryNotice} <Link to={paths.privacy}>Politique de confidentialité</Link> ·{' '}
        <Link to={paths.termsOfSale}>Conditions générales de vente</Link>
      </p>
    </section>
  );
}
