import InquiryFormBody from './inquiry-form-body.tsx';
import type { InquiryFormProps } from './inquiry-form-props.ts';

export type { InquiryFormProps };

/**
 * The quote-request form, self-contained: `<InquiryForm headingId="devis" />`,
 * with `offer` on an offer's page (inquiry-form-body.tsx).
 */
export const InquiryForm = InquiryFormBody;
