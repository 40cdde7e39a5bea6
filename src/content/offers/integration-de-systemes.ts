import type { Offer } from '../types.ts';

export const integrationDeSystemes: Offer = {
  slug: 'integration-de-systemes',
  title: 'Intégration de systèmes',
  icon: 'plug',
  description:
    'Relier vos logiciels entre eux, pour qu’une information saisie une fois arrive partout où elle sert.',
  paragraphs: [
    'Un nouveau client signe. Quelqu’un le saisit dans le fichier clients, puis dans l’outil de facturation, puis dans la boutique en ligne, et chaque saisie est une occasion de se tromper. Je relie vos logiciels par les accès qu’ils prévoient pour échanger des données (leurs «\u00a0API\u00a0»), par des avis qu’un logiciel envoie à l’autre à chaque changement ou, à défaut, par des échanges de fichiers, pour que chaque information ne soit saisie qu’une fois.',
    'Le plan des échanges vient d’abord. En une journée pour trois ou quatre logiciels, une demi-journée de plus par logiciel au-delà, il dit quelles données circulent, dans quel sens, à quelle fréquence, et quel logiciel fait foi en cas de désaccord. Il suffit parfois à montrer qu’un simple réglage évite un développement.',
  ],
  deliverables: [
    'le plan des échanges de données, en schéma et en tableau, que vous gardez quoi qu’il arrive\u00a0;',
    'les connecteurs, avec reprise automatique en cas d’échec et journal des échanges\u00a0;',
    'des alertes en cas d’échec et une procédure écrite pour chaque incident prévisible.',
  ],
  engagement:
    'Le plan des échanges d’abord, puis une à deux semaines par connecteur, chacun mis en service l’un après l’autre.',
  clientProvides: [
    'des accès de test aux logiciels à relier, et leur documentation technique\u00a0;',
    'le nom de la personne qui choisit la source de référence de chaque donnée.',
  ],
  excluded: [
    'les licences et abonnements des logiciels reliés\u00a0;',
    'les changements à demander aux éditeurs de ces logiciels, que je peux toutefois rédiger pour vous.',
  ],
  confidentiality:
    'Les clés d’accès et mots de passe restent dans votre coffre ou votre hébergement, jamais dans le code ni dans un e-mail. Je m’en sers le temps de l’intervention, puis vous les faites renouveler.',
  price: {
    kind: 'time',
    halfDays: 2,
    buys: 'le plan de vos échanges de données',
    from: true,
    scope: {
      covers: 'trois ou quatre logiciels à relier',
      moves: 'chaque logiciel de plus ajoute une demi-journée',
    },
  },
  typicalDays: { min: 10, max: 30 },
};
