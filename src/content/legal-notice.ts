import {
  brandStatement,
  formatAddress,
  legalIdentity,
  publisherName,
  vatStatement,
} from './legal-identity.ts';
import type { LegalDocument, PhoneNumber } from './legal-types.ts';
import { formatPhone } from '../shared/french-format.ts';

const { publisher, publicationDirector, host, mediator } = legalIdentity;

const phoneLink = (phone: PhoneNumber) => ({ href: `tel:${phone}`, label: formatPhone(phone) });

/** « Mentions légales »: what the LCEN (art. 6 III) asks a site’s publisher to state. */
export const legalNotice: LegalDocument = {
  title: 'Mentions légales',
  description:
    'Mentions légales du site\u00a0: éditeur, statut de TVA, directeur de la publication, hébergeur et propriété intellectuelle.',
  updated: '2026-11-24',
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
            `Les textes, illustrations et logos de ce site, ainsi que les noms et logos ${publisher.tradeName}, Kaouka et GithubInvoice, appartiennent à ${publisherName}\u00a0; GithubInvoice n’est ni édité ni approuvé par GitHub, Inc. Toute reproduction sans autorisation écrite est interdite, sauf courte citation mentionnant la source.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Les marques et logos de tiers cités sur ce site, dont Apple, App\u00a0Store, Google\u00a0Play, GitHub, Discord, Instagram et LinkedIn, ainsi que les noms des technologies employées, appartiennent à leurs titulaires respectifs. Ils ne sont cités que pour désigner leurs produits ou services, sans lien de partenariat ni de parrainage.',
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
            `Si vous êtes un particulier et qu’un litige n’a pas trouvé de solution amiable, vous pouvez recourir gratuitement au médiateur de la consommation\u00a0: ${mediator.name}, ${formatAddress(mediator.address)}, `,
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
            'Le site ne dépose aucun cookie. Si vous choisissez un thème clair ou sombre, ce choix est gardé dans votre navigateur (stockage local), sans autre usage. Le site compte ses visites sans vous identifier, et son serveur tient un journal technique des requêtes (dont l’adresse IP), gardé un an au plus. En dehors de ce journal, vous ne laissez de données personnelles que si vous les donnez\u00a0: l’adresse e-mail de l’inscription à la sortie de Kaouka, ou les coordonnées d’une demande de devis. La politique de confidentialité explique comment chacune est traitée.',
          ],
        },
      ],
    },
  ],
};
