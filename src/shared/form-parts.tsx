/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the server, the owner's commands) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.
import type { ReactNode } from 'react';

/**
 * Pieces both forms share, on the site and in the pages the server sends
 * back without script; each page styles them by the class it passes.
 */

/**
 * The trap for form-filling robots: off screen (by `className`), out of the
 * tab order, hidden from assistive technology. The routes turn away a
 * request that fills it.
 */
export function Honeypot(props: { id: string; name: string; label: string; className?: string }) {
  return (
    <div className={props.className} aria-hidden="true">
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} name={props.name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** What stops the form as a whole, read out when it appears (the region is there before). */
export function FormProblem({ message, className }: { message?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={className}>
      {message && <p>{message}</p>}
    </div>
  );
}

/** A field's problem under it, the id its control's aria-describedby names. */
export function FieldError(props: {
  id: string;
  className?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <p id={props.id} className={props.className}>
      {props.icon}
      {props.children}
    </p>
  );
}
