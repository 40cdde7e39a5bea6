import type { Offer } from '../types.ts';

export const securiteApplicative: Offer = {
  slug: 'securite-applicative',
  title: 'Sécurité applicative',
  icon: 'shield',
  description:
    'Auditer la sécurité de votre application, de l’authentification aux dépendances, et vérifier chaque correction.',
  paragraphs: [
    'La plupart des fuites de données passent par des failles connues depuis des années, comme une injection SQL, une page d’administration mal protégée ou un mot de passe oublié dans le dépôt. J’examine votre application avec les yeux d’un attaquant, en suivant la liste de référence des failles les plus courantes (celle de l’OWASP, une fondation consacrée à la sécurité du web), pour les trouver avant lui.',
    'L’audit ciblé porte sur un périmètre convenu par écrit (une application, ses comptes de test, ses dépendances). Pour une application de taille moyenne (une trentaine d’écrans ou de pages, deux types de comptes), il demande deux jours et demi, rapport compris, et davantage pour une plus grande. Revue de code, analyse automatisée et tests manuels s’y combinent sur un environnement dédié, jamais sur votre production sans accord explicite.',
  ],
  deliverables: [
    'un rapport qui classe chaque vulnérabilité par gravité, avec sa preuve et sa correction\u00a0;',
    'une synthèse d’une page pour la direction\u00a0;',
    'après correction, une contre-vérification de chaque faille signalée.',
  ],
  engagement:
    'Le rapport arrive dans la semaine qui suit l’audit, la contre-vérification dans le mois qui suit vos corrections.',
  clientProvides: [
    'une autorisation écrite d’audit, signée par le responsable de l’application\u00a0;',
    'des comptes de test pour chaque rôle, sur un environnement dédié\u00a0;',
    'l’accès au code source, pour que l’audit lise le code lui-même et pas seulement l’application en marche.',
  ],
  excluded: [
    'les tests d’intrusion sur votre réseau ou vos locaux\u00a0;',
    'toute certification, comme ISO\u00a027001, que cet audit aide à préparer sans la remplacer.',
  ],
  confidentiality:
    'Un rapport d’audit est une carte pour un attaquant. Il vous est remis chiffré, à vous seul, et je détruis mes notes et copies trois mois après la contre-vérification.',
  price: {
    kind: 'time',
    halfDays: 5,
    buys: 'l’audit de sécurité ciblé',
    from: true,
    scope: {
      covers:
        'une application de taille moyenne, soit une trentaine d’écrans ou de pages et deux types de comptes (par exemple client et administrateur)',
      moves: 'chaque type de compte ou service relié en plus ajoute une demi-journée',
    },
  },
  typicalDays: { min: 5, max: 15 },
};
