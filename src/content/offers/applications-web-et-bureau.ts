import type { Offer } from '../types.ts';

export const applicationsWebEtBureau: Offer = {
  slug: 'applications-web-et-bureau',
  title: 'Développement d’applications web et de bureau',
  description:
    'Des applications web et de bureau claires, accessibles et maintenables, conçues autour de vos usages réels.',
  paragraphs: [
    'Un tableur partagé qui ne tient plus, un outil interne que plus personne n’ose modifier, un espace client promis depuis longtemps\u00a0: je construis l’application web, ou de bureau pour Windows, macOS et Linux, qui remplace ces bricolages. Les interfaces, en TypeScript et React, s’utilisent au clavier comme avec un lecteur d’écran.',
    'Le projet s’ouvre sur un atelier de cadrage de deux heures, facturé seul\u00a0: nous y listons les utilisateurs, leurs tâches et les écrans indispensables. Vous repartez avec un périmètre chiffré, que vous pouvez confier à qui vous voulez.',
  ],
  deliverables: [
    'le compte rendu de l’atelier et le chiffrage détaillé par écran\u00a0;',
    'l’application, livrée par versions successives sur un environnement de démonstration\u00a0;',
    'les tests automatisés, la documentation technique et la procédure de déploiement\u00a0;',
    'une demi-journée de passation avec votre équipe ou votre hébergeur.',
  ],
  engagement:
    'Pour un outil interne de cinq à dix écrans, comptez quatre à huit semaines, avec une démonstration toutes les deux semaines.',
  clientProvides: [
    'une personne qui tranche les priorités et assiste aux démonstrations\u00a0;',
    'des exemples de vos données et, s’il existe, l’outil actuel\u00a0;',
    'votre charte graphique, si l’application doit la suivre.',
  ],
  excluded: [
    'la création d’une identité visuelle ou d’un logo\u00a0;',
    'l’hébergement, les abonnements à des services tiers et les licences\u00a0;',
    'la maintenance après la passation, proposée à part au temps passé.',
  ],
  confidentiality:
    'Le code et les documents produits vous appartiennent dès leur paiement\u00a0; je ne les montre à personne, pas même comme référence, sans votre accord écrit.',
  priceEuros: 100,
  priceUnit: 'l’atelier de cadrage',
};
