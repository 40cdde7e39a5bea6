import type { Offer } from '../types.ts';

export const optimisationDesPerformances: Offer = {
  slug: 'optimisation-des-performances',
  title: 'Optimisation des performances',
  description:
    'Identifier et corriger ce qui ralentit votre application\u00a0: requêtes, code, infrastructure et temps de chargement.',
  paragraphs: [
    'Des pages qui mettent cinq secondes à s’afficher, une facture d’hébergement qui grimpe avec le nombre d’utilisateurs\u00a0: avant de changer de serveur, il faut savoir où part le temps. Je mesure votre application de bout en bout, du navigateur à la base de données, pour trouver les véritables goulets d’étranglement.',
    'Le diagnostic se commande seul\u00a0: profilage, lecture des plans d’exécution SQL, test de charge sur un environnement représentatif. À vous de choisir ensuite\u00a0: corriger en interne, ou me confier les corrections, une à une, chacune mesurée.',
  ],
  deliverables: [
    'un rapport de diagnostic classé par gain attendu et par effort\u00a0;',
    'les scénarios de test de charge, rejouables par votre équipe\u00a0;',
    'si vous me confiez les corrections, les mesures avant et après chacune d’elles.',
  ],
  engagement:
    'Deux jours de diagnostic, restitués en une heure de visioconférence\u00a0; les corrections prennent ensuite de quelques jours à quelques semaines.',
  clientProvides: [
    'un environnement proche de la production, ou une fenêtre de tests en production convenue\u00a0;',
    'l’accès aux journaux et aux métriques de l’hébergement\u00a0;',
    'les parcours qui comptent le plus pour vos utilisateurs.',
  ],
  excluded: [
    'le changement d’hébergeur ou l’achat de matériel\u00a0;',
    'la réécriture complète de l’application, qui serait un autre projet.',
  ],
  confidentiality:
    'Journaux et copies de base contiennent souvent des données de vos clients\u00a0: je les analyse sur votre infrastructure ou sur une copie anonymisée, et le rapport ne cite aucune donnée personnelle.',
  priceEuros: 700,
  priceUnit: 'le diagnostic de performance',
};
