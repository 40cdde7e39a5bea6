import type { Offer } from '../types.ts';

export const scriptsAutomatises: Offer = {
  slug: 'scripts-automatises',
  title: 'Développement de scripts automatisés',
  description:
    'Des scripts fiables pour automatiser vos tâches répétitives\u00a0: fichiers, extractions de données, rapports et tâches planifiées.',
  paragraphs: [
    'Renommer des centaines de fichiers, extraire chaque matin les chiffres d’un portail, assembler un rapport hebdomadaire à partir de trois tableurs\u00a0: ces gestes répétés à la main coûtent des heures et finissent par produire des erreurs. J’écris le script qui les fait à votre place, en Python, en TypeScript avec Node.js ou en Bash selon les machines sur lesquelles il tournera.',
    'Un script simple traite une seule tâche à partir d’une seule source de données\u00a0; au-delà, je chiffre le travail en heures avant de commencer. Chaque exécution dit clairement ce qu’elle a fait et ce qui a échoué, pour que personne n’ait à deviner.',
  ],
  deliverables: [
    'le script et son code source complet, commenté\u00a0;',
    'une notice d’une page\u00a0: comment le lancer, ce qu’il attend, ce qu’il produit\u00a0;',
    'sur demande, son exécution planifiée (cron, planificateur de tâches Windows ou intégration continue).',
  ],
  engagement:
    'Une demi-heure de visioconférence pour observer la tâche, le script livré sous deux à cinq jours ouvrés, puis une semaine pendant laquelle je corrige sans frais tout écart avec ce qui était convenu.',
  clientProvides: [
    'un exemple réel ou représentatif des fichiers ou données à traiter\u00a0;',
    'un accès à la machine ou au service où le script tournera, ou sa description précise.',
  ],
  excluded: [
    'l’hébergement et la surveillance du script une fois livré\u00a0;',
    'les évolutions demandées après la semaine de garantie, chiffrées à part.',
  ],
  confidentiality:
    'Je travaille sur des copies anonymisées quand c’est possible, et j’efface de mes machines les données reçues dès la livraison.',
  priceEuros: 50,
  priceUnit: 'le script simple',
};
