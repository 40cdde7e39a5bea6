import {
  brandStatement,
  formatAddress,
  legalIdentity,
  publisherName,
  vatStatement,
} from './legal-identity.ts';
import type { LegalDocument, PhoneNumber } from './legal-types.ts';

const { publisher, publicationDirector, host, mediator } = legalIdentity;

const phoneLink = (phone: PhoneNumber) => ({ href: `tel:${phone.e164}`, label: phone.display });

/** « Mentions légales »: what the LCEN (art. 6 III) asks a site’s publisher to state. */
export const legalNotice: LegalDocument = {
  title: 'Mentions légales',
  description:
    'Mentions légales du site\u00a0: éditeur, statut de TVA, directeur de la publication, hébergeur et propriété intellectuelle.',
  updated: 'Mise à jour le 22\u00a0novembre 2026',
  sections: [
    {
      heading: 'Éditeur du site',
      blocks: [
        { kind: 'paragraph', content: [brandStatement] },
        {
          kind: 'list',
          items: [
            [`SIRET\u00a0: ${publisher.siret}`],
            [vatStatement()],
            [`Adresse\u00a0: ${formatAddress(publisher.address)}`],
            ['E-mail\u00a0: ', { href: `mailto:${publisher.email}`, label: publisher.email }],
            ['Téléphone\u00a0: ', phoneLink(publisher.phone)],
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
            ['Téléphone\u00a0: ', phoneLink(host.phone)],
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
            `Les textes, illustrations et logos de ce site, ainsi que les marques ${publisher.tradeName}, Kaouka et GithubInvoice, appartiennent à ${publisherName}. Toute reproduction sans autorisation écrite est interdite, sauf courte citation mentionnant la source.`,
          ],
        },
      ],
    },
    {
      heading: 'Médiation de la consommation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Si vous êtes un particulier et qu’un litige n’a pas trouvé de solution amiable, vous pouvez recourir gratuitement au médiateur de la consommation\u00a0: ${mediator.name}, `,
            { href: mediator.website, label: mediator.website },
            '.',
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
            'Le site ne dépose aucun cookie et ne mesure pas l’audience. La seule donnée que vous y laissez est l’adresse e-mail donnée pour connaître la date de sortie de Kaouka, traitée comme l’explique la politique de confidentialité.',
          ],
        },
      ],
    },
  ],
};
