import type { Offer } from '../types.ts';

export const securiteApplicative: Offer = {
  slug: 'securite-applicative',
  title: 'Sécurité applicative',
  description:
    'Audit et renforcement de la sécurité de vos applications, de l’authentification jusqu’aux dépendances.',
  paragraphs: [
    'Une injection SQL, une page d’administration mal protégée, un mot de passe oublié dans le dépôt\u00a0: la plupart des fuites passent par des failles connues depuis longtemps. J’examine votre application avec les yeux d’un attaquant, en suivant le référentiel OWASP, pour les trouver avant lui.',
    'L’audit ciblé porte sur un périmètre convenu par écrit\u00a0: une application, ses comptes de test, ses dépendances. Il combine revue de code, analyse automatisée et tests manuels sur un environnement dédié, jamais sur votre production sans accord explicite.',
  ],
  deliverables: [
    'un rapport qui classe chaque vulnérabilité par gravité, avec sa preuve et sa correction\u00a0;',
    'une synthèse d’une page pour la direction\u00a0;',
    'après correction, une contre-vérification de chaque faille signalée.',
  ],
  engagement:
    'Deux jours d’audit pour une application de taille moyenne\u00a0; le rapport arrive sous une semaine, la contre-vérification dans le mois qui suit.',
  clientProvides: [
    'une autorisation écrite d’audit, signée par le responsable de l’application\u00a0;',
    'des comptes de test pour chaque rôle, sur un environnement dédié\u00a0;',
    'l’accès au code source, pour un audit en boîte blanche.',
  ],
  excluded: [
    'les tests d’intrusion sur votre réseau ou vos locaux\u00a0;',
    'toute certification (ISO\u00a027001, SecNumCloud), que cet audit prépare sans la remplacer.',
  ],
  confidentiality:
    'Un rapport d’audit est une carte pour un attaquant\u00a0: il vous est remis chiffré, à vous seul, et je détruis mes notes et copies trois mois après la contre-vérification.',
  priceEuros: 800,
  priceUnit: 'l’audit de sécurité ciblé',
};
