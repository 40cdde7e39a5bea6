import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { inquiryBudgets, inquiryForm as text } from '../../content/inquiry.ts';
import { FormProblem, Honeypot } from '../../shared/form-parts.tsx';
import {
  INQUIRY_CAME_FROM,
  INQUIRY_FIELDS,
  INQUIRY_HONEYPOT,
  INQUIRY_PAGE,
  INQUIRY_PROOF,
  INQUIRY_THANKS,
  INQUIRY_THANKS_PATH,
  type InquiryField,
} from '../../shared/inquiry-api.ts';
import { checkInquiry } from '../../shared/inquiry-check.ts';
import { InquiryFields } from '../../forms/inquiry-fields.tsx';
import { inquiryRecap } from '../../forms/inquiry-recap.ts';
import { basePath, publicOrigin } from '../lib/base-path.ts';
import { SITE_ORIGIN_FIELD } from '../../shared/signup-api.ts';
import { inquiryEndpoint, submitInquiry } from '../lib/inquiry-client.ts';
import { startProof, type ProofAnswer } from '../lib/inquiry-proof.ts';
import { leavePage } from '../lib/leave-page.ts';
import { inquirySubjectGroups, inquirySubjects } from '../lib/inquiry-subject-list.ts';
import { handRecapOver } from '../lib/recap-handoff.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { paths } from '../paths.ts';
import { FormFailure } from './form-failure.tsx';
import { IconAlertTriangle } from './icons.tsx';
import buttons from './button.module.css';
import { SUBJECT_PARAM, type InquiryFormProps } from './inquiry-form-props.ts';

const choices = {
  offers: inquirySubjects.map((subject) => subject.value),
  budgets: inquiryBudgets.map((budget) => budget.key),
};

type Errors = Partial<Record<InquiryField, string>>;

/**
 * The site's page the visitor came to the form from, read from the browser
 * alone (nothing stored): where this document's visit began when the site
 * moved on without loading pages, else the previous page of the site.
 */
function cameFrom(): string | undefined {
  const here = window.location.pathname;
  const [navigation] = performance.getEntriesByType('navigation');
  const first = navigation ? new URL(navigation.name).pathname : undefined;
  if (first && first !== here) return first;
  if (!document.referrer) return undefined;
  const previous = new URL(document.referrer);
  return previous.origin === window.location.origin && previous.pathname !== here
    ? previous.pathname
    : undefined;
}
type State =
  | { readonly step: 'idle' | 'sending' | 'failed' }
  | { readonly step: 'invalid'; readonly errors: Errors }
  | { readonly step: 'refused'; readonly message: string };

/**
 * The quote-request form (PRODUCT.md decisions 18 and 19). A real
 * `<form method="post">`: without script the browser posts it and the server
 * answers 303 to the thank-you page, or sends the form back with its errors.
 * With script: the same checks before sending, each error on its field,
 * the request in JSON with a proof of work solved in a worker meanwhile, and
 * the thank-you page without a reload.
 */
export default function InquiryFormBody({
  offer,
  pathname,
}: Pick<InquiryFormProps, 'offer'> & {
  /** The page's address below the base path, which the request names. */
  readonly pathname: string;
}) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const proof = useRef<Promise<ProofAnswer> | undefined>(undefined);
  const subject = useRef<HTMLSelectElement>(null);
  // A link may name a subject (`/Contact?offre=…`), which the page built ahead
  // could not know: chosen once the form runs, if the visitor chose none.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(SUBJECT_PARAM);
    if (!offer && asked && choices.offers.includes(asked) && subject.current?.value === '') {
      subject.current.value = asked;
    }
  }, [offer]);
  const hydrated = useHydrated();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const errors: Errors = state.step === 'invalid' ? state.errors : {};

  // The proof starts when the visitor starts: the first focus in the form.
  const beginProof = () => {
    proof.current ??= startProof();
  };

  // A refused field takes focus, the first in the form's order, so keyboard
  // and screen-reader users land on what to fix.
  useEffect(() => {
    if (state.step !== 'invalid') return;
    const first = INQUIRY_FIELDS.find((field) => state.errors[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    // idOf is stable for the component's life (useId).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'sending') return;
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const from = cameFrom();
    if (from) data[INQUIRY_CAME_FROM] = from;
    const check = checkInquiry(data, choices);
    if (!check.ok) {
      setState({ step: 'invalid', errors: check.fields });
      return;
    }
    setState({ step: 'sending' });
    beginProof();
    const altcha = (await proof.current) ?? '';
    // No proof could be made (no worker, the server out of reach): try anew next time.
    if (!altcha) proof.current = undefined;
    const outcome = await submitInquiry({ ...data, [INQUIRY_PROOF]: altcha });
    if (outcome.ok) {
      // A proof is good for one stored request; until then (a field to fix,
      // the server busy, the network down) the same proof goes again.
      proof.current = undefined;
      // The thank-you page reads back what was sent (lib/recap-handoff.ts).
      handRecapOver(inquiryRecap(check.inquiry, inquirySubjects));
      leavePage(`${basePath}${paths.inquiryThanks.slice(1)}`);
    } else if (outcome.fields) {
      setState({ step: 'invalid', errors: outcome.fields });
    } else if (outcome.message) {
      setState({ step: 'refused', message: outcome.message });
    } else {
      setState({ step: 'failed' });
    }
  }

  const classes = {
    pair: 'inquiry-pair',
    field: 'inquiry-field',
    label: 'inquiry-label',
    input: 'form-input',
    message: 'form-input inquiry-message',
    hint: 'inquiry-hint',
    error: 'form-error',
    details: 'inquiry-details',
  };
  const problem =
    state.step === 'invalid' ? (
      text.invalid
    ) : state.step === 'failed' ? (
      <FormFailure>{text.failure}</FormFailure>
    ) : state.step === 'refused' ? (
      state.message
    ) : undefined;
  return (
    <form
      className="inquiry-form"
      method="post"
      action={inquiryEndpoint}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={beginProof}
      noValidate
      data-inquiry-form=""
      data-ready={hydrated || undefined}
    >
      <InquiryFields
        idOf={idOf}
        errors={errors}
        subjectGroups={inquirySubjectGroups}
        values={{
          offer,
          [INQUIRY_PAGE]: `${basePath}${pathname.slice(1)}`,
          [INQUIRY_THANKS]: `${basePath}${INQUIRY_THANKS_PATH.slice(1)}`,
          [SITE_ORIGIN_FIELD]: publicOrigin,
        }}
        classes={classes}
        errorIcon={<IconAlertTriangle size={18} aria-hidden="true" />}
        offerRef={subject}
      />
      <Honeypot
        id={idOf('piege')}
        name={INQUIRY_HONEYPOT}
        label={text.honeypotLabel}
        className="form-honeypot"
      />
      <FormProblem className="form-problem" message={problem} />
      <button
        type="submit"
        className={`${buttons.primary} form-button`}
        aria-disabled={state.step === 'sending'}
      >
        {state.step === 'sending' ? text.sending : text.submit}
      </button>
    </form>
  );
}
