// The terms of use of the Kaouka app, in French. terms-en.ts says the same
// things, article by article (checked by terms.test.ts).

import { site } from './site.ts';
import type { TermsOfUse } from './types.ts';

export const termsFr: TermsOfUse = {
  lang: 'fr',
  title: 'Conditions générales d’utilisation de Kaouka',
  description:
    'Les conditions générales d’utilisation de Kaouka, le réseau social anonyme et local\u00a0: publications, messages, données personnelles, contenus interdits et modération.',
  updated: '2023-09-01',
  intro: `Les présentes conditions générales d’utilisation (CGU) encadrent l’utilisation de l’application mobile Kaouka, éditée par ${site.studioName}. En créant un compte ou en utilisant l’application, vous acceptez ces conditions.`,
  articles: [
    {
      key: 'purpose',
      title: 'Objet',
      blocks: [
        'Kaouka est un réseau social anonyme et géolocalisé. Il permet de publier des contenus, de découvrir ceux des personnes qui se trouvent à proximité et d’échanger avec elles.',
        'Ces conditions définissent les règles d’utilisation du service, ainsi que les droits et obligations des utilisateurs et de l’éditeur.',
      ],
    },
    {
      key: 'access',
      title: 'Accès au service',
      blocks: [
        'L’application est téléchargeable gratuitement sur les magasins d’applications. Son utilisation nécessite un appareil compatible, une connexion à Internet et l’autorisation d’accéder à la position de l’appareil.',
        'L’éditeur s’efforce de rendre le service accessible en permanence, sans pouvoir le garantir\u00a0: il peut l’interrompre pour maintenance, mise à jour ou en cas de force majeure.',
      ],
    },
    {
      key: 'anonymity',
      title: 'Anonymat et profil',
      blocks: [
        'Chaque utilisateur choisit un pseudonyme et une image de profil. Aucun nom réel n’est demandé ni affiché\u00a0: les autres utilisateurs ne voient que ce pseudonyme et cette image.',
        'Le pseudonyme et l’image de profil ne doivent ni usurper l’identité d’une autre personne ni contenir de contenu interdit au sens de l’article\u00a010.',
      ],
    },
    {
      key: 'posts',
      title: 'Publications',
      blocks: [
        'Les utilisateurs peuvent publier des photos, des vidéos, des enregistrements audio et des textes. Ces publications sont visibles des utilisateurs situés à proximité.',
        'Chaque utilisateur reste responsable de ce qu’il publie et garantit détenir les droits nécessaires sur ses contenus. Il accorde à l’éditeur le droit de les afficher dans l’application, pour la seule durée de leur publication.',
      ],
    },
    {
      key: 'likes-comments',
      title: 'J’aime et commentaires',
      blocks: [
        'Les utilisateurs peuvent aimer les publications et les commenter. Les commentaires sont soumis aux mêmes règles que les publications, notamment celles de l’article\u00a010.',
      ],
    },
    {
      key: 'messages',
      title: 'Messages privés et proximité',
      blocks: [
        'Les utilisateurs peuvent envoyer des messages privés aux utilisateurs proches. Ces derniers sont classés par distance approximative.',
        'La position exacte d’un utilisateur n’est jamais communiquée aux autres utilisateurs\u00a0: seule une distance approximative est affichée.',
      ],
    },
    {
      key: 'blocking',
      title: 'Blocage',
      blocks: [
        'Tout utilisateur peut bloquer un autre utilisateur. Les contenus de l’utilisateur bloqué ne lui sont alors plus présentés, et celui-ci ne peut plus lui écrire.',
      ],
    },
    {
      key: 'personal-data',
      title: 'Données personnelles collectées',
      blocks: [
        'Pour fournir le service, l’éditeur collecte et traite les données suivantes\u00a0:',
        {
          list: [
            'le pseudonyme et l’image de profil, pour vous représenter auprès des autres utilisateurs\u00a0;',
            'l’adresse e-mail, pour créer le compte et vous écrire au sujet du service\u00a0;',
            'la géolocalisation, pour calculer la distance approximative avec les autres utilisateurs\u00a0;',
            'les contenus publiés (photos, vidéos, audio, textes), pour les afficher\u00a0;',
            'les commentaires et les mentions «\u00a0J’aime\u00a0», pour les afficher\u00a0;',
            'l’adresse IP, uniquement dans le cas prévu à l’article\u00a09.',
          ],
        },
        'Ces données servent uniquement à faire fonctionner l’application\u00a0: afficher votre profil, vous présenter les publications proches, acheminer vos messages et assurer la modération. Elles ne sont ni vendues ni cédées à des tiers.',
      ],
    },
    {
      key: 'ip-address',
      title: 'Adresse IP',
      blocks: [
        'L’adresse IP d’un utilisateur n’est conservée qu’en cas de manquement aux présentes conditions, afin de pouvoir y donner suite et, le cas échéant, répondre aux demandes des autorités compétentes.',
      ],
    },
    {
      key: 'prohibited-content',
      title: 'Contenus interdits',
      blocks: [
        'Sont interdits dans les publications, les commentaires, les messages, les pseudonymes et les images de profil\u00a0:',
        {
          list: [
            'les contenus explicites\u00a0;',
            'les contenus mettant en avant du porc ou de l’alcool\u00a0;',
            'les contenus mettant en avant des produits à inhaler, tels que les cigarettes et les cigarettes électroniques (vapes).',
          ],
        },
        'Sont également interdits les contenus illicites, haineux, violents ou harcelants, ainsi que ceux qui portent atteinte à la vie privée d’autrui.',
      ],
    },
    {
      key: 'moderation',
      title: 'Modération',
      blocks: [
        'Tous les contenus publiés sur Kaouka sont soumis à modération. L’éditeur peut retirer, sans préavis, tout contenu contraire aux présentes conditions.',
        'Chaque utilisateur peut signaler un contenu qu’il estime contraire à ces règles.',
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension et résiliation',
      blocks: [
        'En cas de manquement aux présentes conditions, l’éditeur peut suspendre l’accès d’un utilisateur au service ou résilier son compte.',
        'L’utilisateur peut, de son côté, supprimer son compte à tout moment depuis l’application.',
      ],
    },
    {
      key: 'user-rights',
      title: 'Vos droits sur vos données',
      blocks: [
        `Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition sur vos données. Pour l’exercer, écrivez à ${site.email}.`,
        'Vous pouvez également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Modification des conditions',
      blocks: [
        'L’éditeur peut modifier les présentes conditions. Les utilisateurs sont informés de toute modification importante dans l’application\u00a0; continuer à utiliser le service vaut acceptation de la nouvelle version.',
      ],
    },
    {
      key: 'governing-law',
      title: 'Droit applicable',
      blocks: [
        'Les présentes conditions sont régies par le droit français. Tout litige relatif à leur interprétation ou à leur exécution relève des tribunaux français compétents, après une tentative de résolution amiable.',
      ],
    },
  ],
  labels: {
    back: 'Retour',
    contents: 'Sommaire',
    updated: 'Dernière mise à jour\u00a0:',
    article: 'Article',
    otherLanguage: 'Read in English',
  },
};
