import { demos, references } from '../commitments.ts';
import type { Offer } from '../types.ts';

export const applicationsMobiles: Offer = {
  slug: 'applications-mobiles',
  title: 'Développement d’applications mobiles',
  icon: 'mobile',
  description:
    'Publier une application iOS et Android soignée, des premières maquettes jusqu’à l’App Store et Google Play.',
  paragraphs: [
    'Un technicien en intervention n’a ni bureau ni réseau fiable, seulement son téléphone. L’application qu’il ouvre doit marcher hors connexion, aller droit au but et le prévenir au bon moment, sinon elle finit désinstallée. Je conçois et développe ces applications pour iOS et Android, en natif avec Swift et Kotlin ou en multiplateforme quand le projet s’y prête.',
    'Avant la première ligne de code, deux jours d’atelier et de maquettes fixent ce que fait l’application, écran par écran. C’est ainsi qu’est né Kaouka, mon propre réseau social, déjà publié sur l’App Store.',
  ],
  deliverables: [
    'les parcours et les maquettes cliquables des écrans principaux\u00a0;',
    'des versions de test distribuées via TestFlight et les canaux de test de Google Play\u00a0;',
    'l’application publiée sous votre compte de développeur, avec son code source et sa documentation.',
  ],
  engagement: `Deux à quatre mois pour une première version ciblée, avec une version de test sur vos téléphones ${demos.pace}.`,
  clientProvides: [
    'vos comptes de développeur Apple et Google, à votre nom\u00a0;',
    'les textes, images et mentions légales des fiches sur les magasins\u00a0;',
    'quelques testeurs prêts à donner leur avis à chaque version.',
  ],
  excluded: [
    'les frais des comptes de développeur et des services tiers (notifications, cartes)\u00a0;',
    'le serveur qui fournit ses données à l’application, s’il n’existe pas encore, chiffré à part\u00a0;',
    'la promotion de l’application sur les magasins.',
  ],
  confidentiality: `Votre projet reste secret jusqu’à sa sortie, et seuls les testeurs que vous désignez reçoivent les versions de test. Même après le lancement, ${references.promise}.`,
  price: { kind: 'time', halfDays: 4, buys: 'les parcours et maquettes cliquables', from: false },
  typicalDays: { min: 30, max: 60 },
};
