import { formatAddress, legalIdentity, publisherWithForm } from './legal-identity.ts';
import type { InlineLink } from './legal-types.ts';

const { publisher } = legalIdentity;

/** The addresses a signature links to, made by the sender from its public URL. */
export interface SignatureLinks {
  /** The site's home page. */
  readonly site: string;
  /** The privacy policy page. */
  readonly privacy: string;
}

/**
 * The signature every e-mail ends with (the announcement, the sign-up
 * confirmation): who writes, under which legal identity, and where to read
 * the site and the privacy policy. One place, so every e-mail uses the same words.
 */
export function emailSignature(links: SignatureLinks): {
  readonly lines: readonly string[];
  readonly links: readonly InlineLink[];
} {
  return {
    lines: [
      `${publisherWithForm}, sous le nom commercial ${publisher.tradeName}`,
      `SIRET ${publisher.siret} · ${formatAddress(publisher.address)}`,
    ],
    links: [
      { label: 'Le site', href: links.site },
      { label: 'Politique de confidentialité', href: links.privacy },
    ],
  };
}
