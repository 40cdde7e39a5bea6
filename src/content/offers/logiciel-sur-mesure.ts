import type { Offer } from '../types.ts';

export const logicielSurMesure: Offer = {
  slug: 'logiciel-sur-mesure',
  title: 'Développement de logiciels sur mesure',
  description:
    'Un logiciel et un back-end conçus pour votre métier\u00a0: API, règles de gestion, base de données et traitements.',
  paragraphs: [
    'Quand aucun logiciel du marché ne suit vos règles de gestion, c’est à l’outil de s’adapter à votre métier, pas l’inverse. Je conçois son cœur\u00a0: l’API, la base de données PostgreSQL, les règles métier et les traitements en arrière-plan, écrits en TypeScript avec Node.js.',
    'Tout part d’une demi-journée de modélisation avec les personnes qui connaissent le métier\u00a0: les données, les acteurs, les cas limites. Le découpage en lots qui en sort permet de financer le projet étape par étape.',
  ],
  deliverables: [
    'le modèle de données et le découpage en lots, rédigés\u00a0;',
    'le code source dans votre dépôt, couvert par des tests unitaires et d’intégration\u00a0;',
    'les migrations de base de données versionnées et la documentation de l’API\u00a0;',
    'un environnement de recette où valider chaque lot avant sa mise en production.',
  ],
  engagement:
    'Trois à six mois, par lots de deux à quatre semaines\u00a0; chacun est validé en recette avant que le suivant commence.',
  clientProvides: [
    'les experts métier pour la modélisation, puis une heure par semaine pour les questions\u00a0;',
    'les règles de gestion écrites quand elles existent, et des jeux de données réels\u00a0;',
    'l’hébergement cible, ou le nom du prestataire qui s’en chargera.',
  ],
  excluded: [
    'l’interface utilisateur, objet de l’offre d’applications web et de bureau\u00a0;',
    'la reprise des données existantes, objet de l’offre de migration\u00a0;',
    'l’astreinte et l’exploitation en production.',
  ],
  confidentiality:
    'Vos règles de gestion sont souvent ce qui vous distingue\u00a0: un accord de confidentialité peut être signé avant la modélisation, et rien de ce que j’apprends de votre métier ne sert à un autre client.',
  priceEuros: 200,
  priceUnit: 'la demi-journée de modélisation',
};
