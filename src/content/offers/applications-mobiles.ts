import type { Offer } from '../types.ts';

export const applicationsMobiles: Offer = {
  slug: 'applications-mobiles',
  title: 'Développement d’applications mobiles',
  description:
    'Des applications iOS et Android soignées, du prototype jusqu’à la publication sur l’App Store et Google Play.',
  paragraphs: [
    'Une application se juge en quelques secondes sur le téléphone de vos clients ou de vos équipes de terrain\u00a0: lente ou confuse, elle est désinstallée. Je conçois et développe des applications iOS et Android, en natif avec Swift et Kotlin ou en multiplateforme quand le projet s’y prête, capables de fonctionner hors connexion et d’envoyer des notifications.',
    'L’atelier parcours et maquettes fixe ce que fait l’application, écran par écran, avant la première ligne de code. C’est ainsi qu’est né Kaouka, mon propre réseau social, déjà publié sur l’App Store.',
  ],
  deliverables: [
    'les parcours et les maquettes cliquables des écrans principaux\u00a0;',
    'des versions de test distribuées via TestFlight et les canaux de test de Google Play\u00a0;',
    'l’application publiée sous votre compte de développeur, avec son code source et sa documentation.',
  ],
  engagement:
    'Deux à quatre mois pour une première version ciblée, avec une version de test sur vos téléphones toutes les deux semaines.',
  clientProvides: [
    'vos comptes de développeur Apple et Google, à votre nom\u00a0;',
    'les textes, images et mentions légales des fiches sur les magasins\u00a0;',
    'quelques testeurs prêts à donner leur avis à chaque version.',
  ],
  excluded: [
    'les frais des comptes de développeur et des services tiers (notifications, cartes)\u00a0;',
    'le back-end, s’il n’existe pas encore, chiffré à part\u00a0;',
    'la promotion de l’application sur les magasins.',
  ],
  confidentiality:
    'Votre projet reste secret jusqu’à sa sortie\u00a0: seuls les testeurs que vous désignez reçoivent les versions de test, et je ne cite l’application dans mes références qu’après son lancement, avec votre accord.',
  priceEuros: 200,
  priceUnit: 'l’atelier parcours et maquettes',
};
