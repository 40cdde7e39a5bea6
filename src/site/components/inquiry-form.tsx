import { useHere } from '../lib/here.tsx';
import { Island } from './island.tsx';
import InquiryFormBody from './inquiry-form-body.tsx';
import type { InquiryFormProps } from './inquiry-form-props.ts';

export type { InquiryFormProps };

/**
 * The quote-request form, an island (island.tsx): `<InquiryForm headingId="devis" />`,
 * with `offer` on an offer's page; the page's src/pages/ file hydrates
 * inquiry-form-body.tsx with these props when it nears the screen.
 */
export function InquiryForm(props: InquiryFormProps) {
  const island = { ...props, pathname: useHere().pathname };
  return (
    <Island props={island}>
      <InquiryFormBody {...island} />
    </Island>
  );
}
