import type { Offer } from '../types.ts';

export const integrationDeSystemes: Offer = {
  slug: 'integration-de-systemes',
  title: 'Intégration de systèmes',
  description:
    'Faire dialoguer vos logiciels entre eux\u00a0: connecteurs d’API, synchronisation de données et flux automatisés.',
  paragraphs: [
    'Le même client saisi dans le CRM, puis dans l’outil de facturation, puis dans la boutique en ligne\u00a0: chaque double saisie est une erreur en attente. Je relie vos logiciels par leurs API, des webhooks, des files de messages ou, à défaut, des échanges de fichiers, pour que chaque information ne soit saisie qu’une fois.',
    'La cartographie vient d’abord\u00a0: quelles données circulent, dans quel sens, à quelle fréquence, et quel logiciel fait référence en cas de désaccord. Elle suffit parfois à montrer qu’un simple réglage évite un développement.',
  ],
  deliverables: [
    'la cartographie des flux, en schéma et en tableau, que vous gardez quoi qu’il arrive\u00a0;',
    'les connecteurs, avec nouvelles tentatives automatiques et journal des échanges\u00a0;',
    'des alertes en cas d’échec et une procédure écrite pour chaque incident prévisible.',
  ],
  engagement:
    'La cartographie prend une journée\u00a0; chaque connecteur demande ensuite une à deux semaines, et ils sont mis en service l’un après l’autre.',
  clientProvides: [
    'des accès de test aux logiciels à relier, et leurs documentations d’API\u00a0;',
    'le nom de la personne qui choisit la source de référence de chaque donnée.',
  ],
  excluded: [
    'les licences et abonnements des logiciels reliés\u00a0;',
    'les changements à demander aux éditeurs de ces logiciels, que je peux toutefois rédiger pour vous.',
  ],
  confidentiality:
    'Les clés d’API et mots de passe restent dans votre coffre ou votre hébergement, jamais dans le code ni dans un e-mail\u00a0; je m’en sers le temps de l’intervention, puis vous les faites renouveler.',
  priceEuros: 300,
  priceUnit: 'la cartographie de vos flux',
};
