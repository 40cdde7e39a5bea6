/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the server, the owner's commands) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import type { ReactNode, Ref } from 'react';
import { inquiryBudgets, inquiryForm as text } from '../content/inquiry.ts';
import type { InquirySubjectGroup } from '../content/inquiry-subjects.ts';
import { FieldError } from '../shared/form-parts.tsx';
import {
  INQUIRY_DETAIL_FIELDS,
  INQUIRY_FIELDS,
  INQUIRY_HIDDEN_FIELDS,
  inquiryDetailLabels,
  inquiryFundings,
  inquiryKind,
  inquiryLimits,
  isDetail,
  type InquiryDetailField,
  type InquiryField,
  type InquiryKind,
} from '../shared/inquiry-api.ts';

type Part = 'pair' | 'field' | 'label' | 'input' | 'message' | 'hint' | 'error' | 'details';

export interface InquiryFieldsProps {
  /** A control's id; its error and hint ids add `-erreur` and `-aide`. */
  readonly idOf: (field: InquiryField) => string;
  readonly errors: Partial<Record<InquiryField, string>>;
  /**
   * What the fields start with: the request as sent (the server's page), or
   * the site's hidden fields (INQUIRY_HIDDEN_FIELDS) and a preselected offer.
   */
  readonly values: Readonly<Record<string, string | undefined>>;
  /**
   * The subjects the visitor chooses from (content/inquiry-subjects.ts): the
   * server passes the content's, the site's form the build's copy of it
   * (site/lib/inquiry-subject-list.ts), so its script carries their names only.
   */
  readonly subjectGroups: readonly InquirySubjectGroup[];
  /** Class names: the site's stylesheet or the server page's own. */
  readonly classes: Partial<Record<Part, string>>;
  readonly errorIcon?: ReactNode;
  readonly offerRef?: Ref<HTMLSelectElement>;
  /** The first wrong field takes focus as the page loads (a page without script). */
  readonly focusFirstError?: boolean;
}

/** What each text field takes: its type, what the browser may fill in, its length. */
const inputs = {
  name: { type: 'text', autoComplete: 'name', required: true, maxLength: inquiryLimits.name.max },
  email: {
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    spellCheck: false,
    required: true,
    maxLength: 254,
  },
  company: { type: 'text', autoComplete: 'organization', maxLength: inquiryLimits.company.max },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: inquiryLimits.phone.max },
} as const;

/** What the browser may suggest in each detail field. */
const detailInputs: Partial<
  Record<InquiryDetailField, { inputMode?: 'numeric'; placeholder?: string }>
> = {
  deadline: { placeholder: 'par exemple\u00a0: juin 2027' },
  start: { placeholder: 'par exemple\u00a0: février 2027' },
  duration: { placeholder: 'par exemple\u00a0: trois mois' },
  onSite: { placeholder: 'par exemple\u00a0: deux jours' },
  participants: { inputMode: 'numeric', placeholder: 'par exemple\u00a06' },
  dates: { placeholder: 'par exemple\u00a0: mi-mars 2027' },
};

/**
 * The quote form's fields, written once: the site's form (inquiry-form-body.tsx)
 * and the page the server sends back without script render them alike.
 * Each problem sits on its field, tied to it by aria-describedby.
 */
export function InquiryFields(props: InquiryFieldsProps) {
  const { idOf, errors, values, classes } = props;
  const firstError = INQUIRY_FIELDS.find((field) => errors[field]);
  const hintId = (field: InquiryField) => `${idOf(field)}-aide`;
  const control = (field: InquiryField, hint?: boolean) => ({
    id: idOf(field),
    name: field,
    className: classes.input,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] && `${idOf(field)}-erreur`, hint && hintId(field)].filter(Boolean).join(' ') ||
      undefined,
    autoFocus: (props.focusFirstError && field === firstError) || undefined,
    defaultValue: values[field],
  });
  const field = (name: InquiryField, body: ReactNode) => (
    <div key={name} className={classes.field}>
      <label htmlFor={idOf(name)} className={classes.label}>
        {isDetail(name) ? inquiryDetailLabels[name] : text.labels[name]}
      </label>
      {body}
      {errors[name] && (
        <FieldError id={`${idOf(name)}-erreur`} className={classes.error} icon={props.errorIcon}>
          {errors[name]}
        </FieldError>
      )}
    </div>
  );
  const hint = (name: 'email' | 'phone' | 'message') => (
    <p id={hintId(name)} className={classes.hint}>
      {text.hints[name]}
    </p>
  );

  return (
    <>
      <div className={classes.pair}>
        {field('name', <input {...control('name')} {...inputs.name} />)}
        {field(
          'email',
          <>
            <input {...control('email', true)} {...inputs.email} />
            {hint('email')}
          </>,
        )}
        {field('company', <input {...control('company')} {...inputs.company} />)}
        {field(
          'phone',
          <>
            <input {...control('phone', true)} {...inputs.phone} />
            {hint('phone')}
          </>,
        )}
        {field(
          'offer',
          <select {...control('offer')} ref={props.offerRef}>
            <option value="">{text.noOffer}</option>
            {props.subjectGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.subjects.map((subject) => (
                  <option
                    key={subject.value}
                    value={subject.value}
                    data-kind={inquiryKind(subject.value)}
                  >
                    {subject.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>,
        )}
        {field(
          'budget',
          <select {...control('budget')}>
            <option value="">{text.noBudget}</option>
            {inquiryBudgets.map((budget) => (
              <option key={budget.key} value={budget.key}>
                {budget.label}
              </option>
            ))}
          </select>,
        )}
        {(Object.keys(INQUIRY_DETAIL_FIELDS) as InquiryKind[]).map((kind) => (
          // Shown for the chosen subject's kind by CSS alone (:has), script or not;
          // a project's when no subject is chosen.
          <div key={kind} className={classes.details} data-inquiry-details={kind}>
            {INQUIRY_DETAIL_FIELDS[kind].map((name: InquiryDetailField) =>
              field(
                name,
                name === 'funding' ? (
                  <select {...control(name)}>
                    <option value="">{text.noBudget}</option>
                    {inquiryFundings.map((funding) => (
                      <option key={funding.key} value={funding.key}>
                        {funding.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control(name)}
                    type="text"
                    maxLength={inquiryLimits.detail.max}
                    {...detailInputs[name]}
                  />
                ),
              ),
            )}
          </div>
        ))}
      </div>
      {field(
        'message',
        <>
          {hint('message')}
          <textarea
            {...control('message', true)}
            className={classes.message}
            required
            rows={8}
            maxLength={inquiryLimits.message.max}
          />
        </>,
      )}
      {INQUIRY_HIDDEN_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
      ))}
    </>
  );
}
