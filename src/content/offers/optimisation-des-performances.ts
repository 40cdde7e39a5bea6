import type { Offer } from '../types.ts';

export const optimisationDesPerformances: Offer = {
  slug: 'optimisation-des-performances',
  title: 'Optimisation des performances',
  icon: 'gauge',
  description:
    'Trouver ce qui ralentit votre application, de la requête SQL au navigateur, et le corriger en mesurant le gain obtenu.',
  paragraphs: [
    'Avant d’acheter un serveur plus gros, mesurez. Une page lente ou une facture d’hébergement qui grimpe avec le nombre d’utilisateurs tient souvent à quelques requêtes ou à un traitement mal placé, plutôt qu’à la machine. J’instrumente votre application de bout en bout, du navigateur à la base de données, pour trouver les vrais goulets d’étranglement.',
    'Le diagnostic dure deux jours et se commande seul. Il réunit profilage, lecture des plans d’exécution SQL et test de charge sur un environnement représentatif. Vous choisissez ensuite de corriger en interne ou de me confier les corrections, une à une, chacune mesurée avant et après.',
  ],
  deliverables: [
    'un rapport de diagnostic classé par gain attendu et par effort\u00a0;',
    'les scénarios de test de charge, rejouables par votre équipe\u00a0;',
    'si vous me confiez les corrections, les mesures avant et après chacune d’elles.',
  ],
  engagement:
    'Le diagnostic, restitué en une heure de visioconférence, puis des corrections qui prennent de quelques jours à quelques semaines.',
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
    'Journaux et copies de base contiennent souvent des données de vos clients. Je les analyse sur votre infrastructure ou sur une copie anonymisée, et le rapport ne cite aucune donnée personnelle.',
  price: { kind: 'time', halfDays: 4, buys: 'le diagnostic de performance', from: false },
  typicalDays: { min: 5, max: 15 },
};
