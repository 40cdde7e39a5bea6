import { formatAddress, legalIdentity } from './legal-identity.ts';
import type { LegalDocument } from './legal-types.ts';

const { publisher, publicationDirector, host } = legalIdentity;

/** « Mentions légales »: what the LCEN (art. 6 III) asks a site’s publisher to state. */
export const legalNotice: LegalDocument = {
  title: 'Mentions légales',
  description:
    'Mentions légales du site\u00a0: éditeur, directeur de la publication, hébergeur et propriété intellectuelle.',
  updated: 'Mise à jour le 21\u00a0novembre 2026',
  sections: [
    {
      heading: 'Éditeur du site',
      blocks: [
        {
          kind: 'list',
          items: [
            [`${publisher.name}, ${publisher.legalForm.toLowerCase()}`],
            [`SIRET\u00a0: ${publisher.siret}`],
            [`Adresse\u00a0: ${formatAddress(publisher.address)}`],
            ['Courriel\u00a0: ', { href: `mailto:${publisher.email}`, label: publisher.email }],
            [`Téléphone\u00a0: ${publisher.phoneDisplay}`],
          ],
        },
      ],
    },
    {
      heading: 'Directeur de la publication',
      blocks: [{ kind: 'paragraph', content: [publicationDirector] }],
    },
    {
      heading: 'Hébergeur',
      blocks: [
        {
          kind: 'list',
          items: [
            [host.name],
            [`Adresse\u00a0: ${formatAddress(host.address)}`],
            ['Site\u00a0: ', { href: host.website, label: host.website }],
          ],
        },
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Les textes, illustrations et logos de ce site appartiennent à leur éditeur. Toute reproduction sans autorisation écrite est interdite, sauf courte citation mentionnant la source.',
          ],
        },
      ],
    },
    {
      heading: 'Données personnelles',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Le site ne dépose aucun cookie et ne mesure pas l’audience. La seule donnée recueillie est l’adresse électronique laissée pour connaître la date de sortie de Kaouka, traitée comme l’explique la politique de confidentialité.',
          ],
        },
      ],
    },
  ],
};
