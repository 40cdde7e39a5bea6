import { checkEmail } from './email.ts';
import {
  INQUIRY_CAME_FROM,
  INQUIRY_DETAILS,
  inquiryCameFromLabel,
  inquiryDetailLabels,
  inquiryFundings,
  inquiryLimits,
  inquiryMessages as messages,
  type InquiryDetailField,
  type InquiryField,
} from './inquiry-api.ts';

/** A request's fields once checked: trimmed, empty optional fields as null. */
export interface InquiryFields {
  readonly name: string;
  /** The address as entered, minus surrounding spaces. */
  readonly email: string;
  readonly company: string | null;
  readonly phone: string | null;
  /** An offer's slug. */
  readonly offer: string | null;
  /** A budget range's key (inquiry-api.ts). */
  readonly budget: string | null;
  readonly message: string;
}

export interface CheckedInquiry extends InquiryFields {
  /** The address's case-folded form (email.ts). */
  readonly emailKey: string;
  /** What the form asked for its kind of subject (inquiry-api.ts), the filled ones only. */
  readonly details: Partial<Record<InquiryDetailField, string>>;
  /** The site's page the visitor came to the form from, if the script said (INQUIRY_CAME_FROM). */
  readonly cameFrom?: string | null;
}

// A path of the site: no scheme, no host, no `//`.
const SITE_PATH = /^\/(?!\/)[\w\-/.%]{0,200}$/;

/**
 * The message as stored and mailed: the details' labelled lines, then the
 * visitor's text. A funding is written by its name.
 */
export function storedMessage(inquiry: CheckedInquiry): string {
  const lines = INQUIRY_DETAILS.flatMap((field) => {
    const value = inquiry.details[field];
    if (!value) return [];
    const shown =
      field === 'funding'
        ? (inquiryFundings.find(({ key }) => key === value)?.label ?? value)
        : value;
    return [`${detailName(field)}\u00a0: ${shown}`];
  });
  if (inquiry.cameFrom) lines.push(`${inquiryCameFromLabel}\u00a0: ${inquiry.cameFrom}`);
  return lines.length ? `${lines.join('\n')}\n\n${inquiry.message}` : inquiry.message;
}

/** A detail's name without « (facultatif) ». */
export function detailName(field: InquiryDetailField): string {
  return inquiryDetailLabels[field].replace(/\s*\(facultatif\)$/u, '');
}

export type InquiryCheck =
  | { readonly ok: true; readonly inquiry: CheckedInquiry }
  | { readonly ok: false; readonly fields: Partial<Record<InquiryField, string>> };

/** The choices the lists offer: what a posted `offer` or `budget` may be. */
export interface InquiryChoices {
  readonly offers: readonly string[];
  readonly budgets: readonly string[];
}

// C0 and C1 controls (line breaks allowed only in the message), and characters
// that display as nothing: in a name they would reach the e-mail's subject.
const LINE_CONTROLS = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
const TEXT_CONTROLS = /\p{Default_Ignorable_Code_Point}|(?![\n\t])\p{Cc}/u;
const PHONE = /^\+?[0-9 .()-]{6,}$/;

/** Code points, as a visitor counts characters (an emoji is one, not two UTF-16 units). */
const length = (text: string) => text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;

/**
 * The one check of a quote request, run by the page before sending (to
 * help) and by the server (which alone decides): every field's problem at
 * once, each in French, so the form can show each on its field.
 */
export function checkInquiry(
  raw: Partial<Record<InquiryField | typeof INQUIRY_CAME_FROM, unknown>>,
  choices: InquiryChoices,
): InquiryCheck {
  const text = (field: InquiryField | typeof INQUIRY_CAME_FROM) => {
    const value = raw[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const fields: Partial<Record<InquiryField, string>> = {};
  const singleLine = (field: InquiryField, value: string) => {
    if (LINE_CONTROLS.test(value)) fields[field] = messages.controlCharacters;
  };

  const name = text('name');
  if (!name) fields.name = messages.nameMissing;
  else if (length(name) < inquiryLimits.name.min || length(name) > inquiryLimits.name.max)
    fields.name = messages.nameLength;
  else singleLine('name', name);

  const email = checkEmail(text('email'));
  if (!email.ok) fields.email = email.message;

  const company = text('company');
  if (length(company) > inquiryLimits.company.max) fields.company = messages.companyLength;
  else singleLine('company', company);

  const phone = text('phone');
  if (phone && (!PHONE.test(phone) || length(phone) > inquiryLimits.phone.max))
    fields.phone = messages.phoneInvalid;

  const offer = text('offer');
  if (offer && !choices.offers.includes(offer)) fields.offer = messages.offerUnknown;
  const budget = text('budget');
  if (budget && !choices.budgets.includes(budget)) fields.budget = messages.budgetUnknown;

  const details: Partial<Record<InquiryDetailField, string>> = {};
  for (const field of INQUIRY_DETAILS) {
    const value = text(field);
    if (!value) continue;
    if (length(value) > inquiryLimits.detail.max) fields[field] = messages.detailLength;
    else if (field === 'funding' && !inquiryFundings.some(({ key }) => key === value))
      fields[field] = messages.fundingUnknown;
    else if (LINE_CONTROLS.test(value)) fields[field] = messages.controlCharacters;
    else details[field] = value;
  }

  const message = text('message').replace(/\r\n?/g, '\n');
  if (!message) fields.message = messages.messageMissing;
  else if (length(message) < inquiryLimits.message.min) fields.message = messages.messageShort;
  else if (length(message) > inquiryLimits.message.max) fields.message = messages.messageLong;
  else if (TEXT_CONTROLS.test(message)) fields.message = messages.controlCharacters;

  if (Object.keys(fields).length > 0 || !email.ok) return { ok: false, fields };
  return {
    ok: true,
    inquiry: {
      name,
      email: email.email,
      emailKey: email.key,
      company: company || null,
      phone: phone || null,
      offer: offer || null,
      budget: budget || null,
      message,
      details,
      cameFrom: SITE_PATH.test(text(INQUIRY_CAME_FROM)) ? text(INQUIRY_CAME_FROM) : null,
    },
  };
}
