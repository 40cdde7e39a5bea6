import type { Offer } from '../types.ts';

export const logicielSurMesure: Offer = {
  slug: 'logiciel-sur-mesure',
  title: 'Développement de logiciels sur mesure',
  icon: 'code',
  description:
    'Concevoir le cœur d’un logiciel taillé pour votre métier, avec sa base de données, vos règles de gestion et ses liens avec vos autres outils.',
  paragraphs: [
    'Que faire quand aucun logiciel du marché ne suit vos règles de gestion\u00a0? Plier votre métier à un outil générique finit souvent par coûter plus cher que de construire l’outil autour de votre métier. Je conçois ce cœur, c’est-à-dire la base de données (PostgreSQL), les règles métier, les traitements qui tournent en arrière-plan et les accès par lesquels vos autres outils lui parlent, en TypeScript avec Node.js.',
    'Le projet s’ouvre sur une journée de modélisation, la moitié en atelier avec les personnes qui connaissent le métier, l’autre à la mise au propre. Les données, les acteurs et les cas limites y sont posés, et le découpage en lots qui en sort permet de financer le projet étape par étape.',
  ],
  deliverables: [
    'le modèle de données et le découpage en lots, rédigés\u00a0;',
    'le code source dans votre dépôt, couvert par des tests unitaires et d’intégration\u00a0;',
    'les évolutions de la base de données, écrites et rejouables, et la documentation des accès offerts à vos autres outils\u00a0;',
    'un environnement de recette où valider chaque lot avant sa mise en production.',
  ],
  engagement:
    'Trois à six mois de réalisation, par lots de deux à quatre semaines, chacun validé en recette avant que le suivant commence.',
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
    'Vos règles de gestion sont souvent ce qui vous distingue. Un accord de confidentialité peut être signé avant la modélisation, et rien de ce que j’apprends de votre métier ne sert à un autre client.',
  price: { kind: 'time', halfDays: 2, buys: 'la modélisation de votre métier', from: false },
  typicalDays: { min: 40, max: 80 },
};
