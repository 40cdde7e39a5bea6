import { corrections } from '../commitments.ts';
import type { Offer } from '../types.ts';

export const scriptsAutomatises: Offer = {
  slug: 'scripts-automatises',
  title: 'Développement de scripts automatisés',
  icon: 'terminal',
  description:
    'Automatiser une tâche répétitive, du renommage de fichiers au rapport hebdomadaire, avec un script fiable et documenté.',
  paragraphs: [
    'Dix minutes par jour, c’est une quarantaine d’heures sur une année de travail. Voilà ce que coûte un geste répété à la main, comme renommer des fichiers, relever les chiffres d’un portail ou assembler un rapport à partir de trois fichiers exportés, sans compter les erreurs de fatigue. J’écris le script, c’est-à-dire un petit programme, qui le fait à votre place, dans le langage qui convient à l’ordinateur qui le lancera.',
    'Le forfait couvre un script simple, qui traite une seule tâche à partir d’une seule source de données. Au-delà, je chiffre le travail en demi-journées avant de commencer. Chaque exécution dit clairement ce qu’elle a fait et ce qui a échoué, pour que personne n’ait à deviner.',
  ],
  deliverables: [
    'le script et son code source complet, commenté\u00a0;',
    'une notice d’une page qui dit comment le lancer, ce qu’il attend et ce qu’il produit\u00a0;',
    'sur demande, son lancement automatique à l’heure ou au jour voulus, sur votre serveur ou votre ordinateur.',
  ],
  engagement: `Une demi-heure de visioconférence pour observer la tâche et le script livré sous deux à cinq jours ouvrés. Ensuite, ${corrections.promise}.`,
  clientProvides: [
    'un exemple réel ou représentatif des fichiers ou données à traiter\u00a0;',
    'un accès à la machine ou au service où le script tournera, ou sa description précise.',
  ],
  excluded: [
    'l’hébergement et la surveillance du script une fois livré\u00a0;',
    'les évolutions au-delà de ce qui était convenu, chiffrées à part.',
  ],
  confidentiality:
    'Je travaille sur des copies anonymisées quand c’est possible, et j’efface de mes machines les données reçues dès la livraison.',
  price: { kind: 'fixed', euros: 300, buys: 'le script simple', from: false },
  typicalDays: { min: 1, max: 5 },
  rangeLabel: 'Un script plus complexe',
};
