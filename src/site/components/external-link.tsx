import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useFrameWords } from './frame-words.ts';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  readonly children: ReactNode;
}

/**
 * A link that opens another site in a new tab, without giving that site a
 * handle on this one, and that says so to screen-reader users, in the
 * page's language.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  // « nouvel onglet », or « new tab » on an English page (frame-words.ts).
  const { newTab } = useFrameWords().words;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
