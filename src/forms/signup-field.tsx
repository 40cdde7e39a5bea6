/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the server) compiles this file outside tsconfig.json's
// site, where the automatic JSX runtime is not set.
import type { ReactNode, Ref } from 'react';
import { signupPage as text } from '../content/signup.ts';
import { FieldError } from '../shared/form-parts.tsx';

type Part = 'label' | 'hint' | 'row' | 'field' | 'input' | 'error';

export interface SignupFieldProps {
  /** The address field's id; its hint and refusal add `-aide` and `-erreur`. */
  readonly id: string;
  /** Why the address was refused, in the server's words (or the same check's, run before sending). */
  readonly reason?: string | undefined;
  readonly classes: Partial<Record<Part, string>>;
  readonly errorIcon?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The address as typed (the server's page). */
  readonly defaultValue?: string;
  readonly autoFocus?: boolean;
  /** The submit button, beside the field. */
  readonly children: ReactNode;
}

/**
 * The sign-up form's address field, written once: the site's form
 * (pages/kaouka-app-android.tsx) and the page the server sends back without
 * script render it alike. A refusal is said once, on the field.
 */
export function SignupField(props: SignupFieldProps) {
  const { id, reason, classes } = props;
  const [hintId, reasonId] = [`${id}-aide`, `${id}-erreur`];
  return (
    <>
      <label htmlFor={id} className={classes.label}>
        {text.emailLabel}
      </label>
      <p id={hintId} className={classes.hint}>
        {text.emailHint}
      </p>
      <div className={classes.row}>
        <div className={classes.field}>
          <input
            ref={props.inputRef}
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            maxLength={254}
            className={classes.input}
            defaultValue={props.defaultValue}
            autoFocus={props.autoFocus}
            aria-describedby={reason ? `${reasonId} ${hintId}` : hintId}
            aria-invalid={Boolean(reason)}
          />
          {/* Live, since focus may already be in the field. */}
          <div aria-live="assertive">
            {reason && (
              <FieldError id={reasonId} className={classes.error} icon={props.errorIcon}>
                {reason}
              </FieldError>
            )}
          </div>
        </div>
        {props.children}
      </div>
    </>
  );
}
