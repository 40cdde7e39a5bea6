import type { ReactNode } from 'react';
import { site } from '../../content/site.ts';
import { IconAlertTriangle } from './icons.tsx';

/**
 * A form's message when sending failed (inside its FormProblem), drawn as its fields' errors are (the
 * icon, the error colour), and naming the address to write to instead:
 * « écrivez-moi » without an address leaves the visitor nowhere.
 */
export function FormFailure({ children }: { readonly children: ReactNode }) {
  return (
    <span className="form-failure">
      <IconAlertTriangle size={18} aria-hidden="true" />
      <span>
        {children} Vous pouvez aussi m’écrire à <a href={`mailto:${site.email}`}>{site.email}</a>.
      </span>
    </span>
  );
}
