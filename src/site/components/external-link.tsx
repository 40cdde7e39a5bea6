import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  readonly children: ReactNode;
  /** What screen readers hear after its name: in English on an English page's frame. */
  readonly newTab?: string;
}

/**
 * A link that opens another site in a new tab, without giving that site a
 * handle on this one, and that says so to screen-reader users.
 */
export function ExternalLink({
  href,
  children,
  newTab = 'nouvel onglet',
  ...rest
}: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
