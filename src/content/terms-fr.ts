// The terms of use of the Kaouka app, in French. terms-en.ts says the same
// things, article by article (checked by terms.test.ts).

import { legalIdentity, publisherName } from './legal-identity.ts';
import {
  articleNumber,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  type TermsArticleKey,
} from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher } = legalIdentity;
const article = (key: TermsArticleKey) => `article\u00a0${articleNumber(key)}`;

export const termsFr: TermsOfUse = {
  lang: 'fr',
  title: 'Conditions générales d’utilisation de Kaouka',
  description:
    'Les règles de Kaouka, le réseau social local\u00a0: âge, publications, messages, données, contenus interdits, signalement et modération.',
  updated: '2026-11-22',
  intro: `Les présentes conditions générales d’utilisation (CGU) encadrent l’utilisation de l’application mobile Kaouka, éditée par ${publisherName}, ${publisher.legalForm}, sous le nom commercial ${publisher.tradeName} (l’éditeur). En créant un compte ou en utilisant l’application, vous acceptez ces conditions.`,
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
        'L’application est téléchargeable gratuitement sur les magasins d’applications. Son utilisation nécessite un appareil compatible, une connexion à Internet, une adresse e-mail et l’autorisation d’accéder à la position de l’appareil.',
        'L’éditeur s’efforce de rendre le service accessible en permanence, sans pouvoir le garantir\u00a0: il peut l’interrompre pour maintenance, mise à jour ou en cas de force majeure.',
      ],
    },
    {
      key: 'age',
      title: 'Âge minimum',
      blocks: [
        `Kaouka est réservé aux personnes âgées d’au moins ${TERMS_MINIMUM_AGE}\u00a0ans. Une personne plus jeune ne peut l’utiliser qu’avec l’autorisation d’un titulaire de l’autorité parentale, qui peut la retirer à tout moment en écrivant à ${publisher.email}\u00a0: le compte est alors supprimé.`,
        `Parce que Kaouka met en relation des personnes proches les unes des autres, l’éditeur supprime tout compte dont il apprend qu’il est utilisé par une personne de moins de ${TERMS_MINIMUM_AGE}\u00a0ans sans cette autorisation.`,
      ],
    },
    {
      key: 'anonymity',
      title: 'Anonymat et profil',
      blocks: [
        `Chaque utilisateur choisit un pseudonyme et une image de profil\u00a0: ce sont les seules informations que voient les autres utilisateurs. Aucun nom réel n’est demandé. L’adresse e-mail et la position de l’appareil, nécessaires au service, ne sont jamais montrées aux autres utilisateurs (${article('personal-data')}).`,
        `Le pseudonyme et l’image de profil ne doivent ni usurper l’identité d’une autre personne ni contenir de contenu interdit au sens de l’${article('prohibited-content')}.`,
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
        `Les utilisateurs peuvent aimer les publications et les commenter. Les commentaires sont soumis aux mêmes règles que les publications, notamment celles de l’${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'messages',
      title: 'Messages privés et proximité',
      blocks: [
        'Les utilisateurs peuvent envoyer des messages privés aux utilisateurs proches. Ces derniers sont classés par distance approximative.',
        'La position exacte d’un utilisateur n’est jamais communiquée aux autres utilisateurs\u00a0: seule une distance approximative est affichée.',
        `Les messages privés ne sont lus par l’éditeur que lorsqu’un de leurs participants les signale (${article('reporting')})\u00a0: seuls les messages signalés sont alors examinés.`,
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
            `l’adresse IP de connexion, dans les conditions de l’${article('ip-address')}.`,
          ],
        },
        'Ces données servent uniquement à faire fonctionner l’application\u00a0: afficher votre profil, vous présenter les publications proches, acheminer vos messages et assurer la modération. Elles ne sont ni vendues ni cédées à des tiers.',
      ],
    },
    {
      key: 'ip-address',
      title: 'Adresse IP',
      blocks: [
        'Comme la loi l’impose aux hébergeurs de contenus (article\u00a06 de la loi pour la confiance dans l’économie numérique et décret n°\u00a02021-1362), l’adresse IP utilisée à la création du compte et à chaque connexion est enregistrée et conservée un an, puis effacée.',
        'Elle n’est consultée que pour donner suite à un manquement aux présentes conditions ou pour répondre à la demande d’une autorité judiciaire ou administrative habilitée.',
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
            'les contenus mettant en avant des produits du tabac et du vapotage, tels que les cigarettes et les cigarettes électroniques.',
          ],
        },
        'Sont également interdits les contenus illicites, haineux, violents ou harcelants, ainsi que ceux qui portent atteinte à la vie privée d’autrui.',
      ],
    },
    {
      key: 'reporting',
      title: 'Signalement',
      blocks: [
        `Toute personne, qu’elle utilise Kaouka ou non, peut signaler un contenu qu’elle estime illicite ou contraire aux présentes conditions\u00a0: depuis l’application, avec le bouton «\u00a0Signaler\u00a0» de chaque publication, commentaire, profil ou message, ou en écrivant à ${publisher.email}.`,
        'Un signalement indique le contenu concerné et les raisons pour lesquelles il pose problème, et, sauf s’il porte sur des abus sexuels sur mineurs, le nom et l’adresse e-mail de son auteur. L’éditeur en accuse réception, l’examine sans tarder et informe son auteur de la suite donnée.',
      ],
    },
    {
      key: 'moderation',
      title: 'Modération',
      blocks: [
        'Les publications, les commentaires, les pseudonymes et les images de profil, visibles des autres utilisateurs, sont soumis à modération\u00a0: l’éditeur peut les examiner de sa propre initiative ou après un signalement, et retirer ou rendre invisible ce qui est contraire aux présentes conditions.',
        'Chaque décision est notifiée à l’utilisateur concerné avec ses motifs\u00a0: le contenu visé, la règle enfreinte, les faits retenus, et si la décision fait suite à un signalement ou à une détection automatisée.',
        `L’utilisateur concerné, comme l’auteur d’un signalement, peut contester la décision pendant six mois, en répondant au message qui la notifie ou en écrivant à ${publisher.email}. La contestation est examinée par une personne, et non par un outil automatisé\u00a0; la décision est maintenue ou annulée, avec ses raisons. Les tribunaux restent compétents à tout moment.`,
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension et résiliation',
      blocks: [
        `En cas de manquement aux présentes conditions, l’éditeur peut suspendre l’accès d’un utilisateur au service ou résilier son compte, dans les conditions de motivation et de contestation de l’${article('moderation')}.`,
        'L’utilisateur peut, de son côté, supprimer son compte à tout moment depuis l’application.',
      ],
    },
    {
      key: 'user-rights',
      title: 'Vos droits sur vos données',
      blocks: [
        `Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition sur vos données. Pour l’exercer, écrivez à ${publisher.email}.`,
        'Vous pouvez également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Modification des conditions',
      blocks: [
        `L’éditeur peut modifier les présentes conditions. Toute modification est annoncée dans l’application et par e-mail au moins ${TERMS_CHANGE_NOTICE_DAYS}\u00a0jours avant de s’appliquer\u00a0; l’utilisateur qui la refuse peut supprimer son compte d’ici là. Continuer à utiliser le service après cette date vaut acceptation de la nouvelle version.`,
        'Une modification imposée par la loi ou par la sécurité des utilisateurs peut s’appliquer plus tôt\u00a0: elle est alors annoncée dès que possible.',
      ],
    },
    {
      key: 'language',
      title: 'Langue',
      blocks: [
        'Les présentes conditions sont proposées en français et en anglais. La version française fait foi.',
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
