// The terms of use of the Kaouka app, in French. terms-en.ts says the same
// things, article by article (checked by terms.test.ts).

import { formatLongDate, formatPhone } from '../shared/french-format.ts';
import { formatAddress, legalIdentity, publisherWithForm } from './legal-identity.ts';
import { site } from './site.ts';
import {
  articleNumber,
  dayBefore,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
  TERMS_CHANGE_NOTICE_DAYS,
  TERMS_MINIMUM_AGE,
  TERMS_TITLES,
  TERMS_VERSION,
  type TermsArticleKey,
} from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher, mediator } = legalIdentity;
const article = (key: TermsArticleKey) => `article\u00a0${articleNumber(key)}`;

export const termsFr: TermsOfUse = {
  lang: 'fr',
  title: TERMS_TITLES.fr,
  description:
    'Les règles de Kaouka, le réseau social local\u00a0: âge, publications, messages, données, contenus interdits, signalement et modération.',
  ...TERMS_VERSION,
  intro: `Les présentes conditions générales d’utilisation (CGU) encadrent votre utilisation de l’application mobile Kaouka, éditée par ${publisherWithForm}, sous le nom commercial ${publisher.tradeName} (l’éditeur), ${formatAddress(publisher.address)}, SIRET ${publisher.siret}, joignable à ${publisher.email} et au ${formatPhone(publisher.phone)}. Ses autres mentions (numéro de TVA, hébergeur) figurent dans les mentions légales du site ${new URL(site.url).host}. En créant un compte, vous acceptez ces conditions.`,
  articles: [
    {
      key: 'purpose',
      title: 'Objet',
      blocks: [
        'Kaouka est un réseau social géolocalisé où l’on publie sous pseudonyme. Il vous permet de publier des contenus, de découvrir ceux des personnes qui se trouvent à proximité et d’échanger avec elles.',
        'Ces conditions définissent les règles d’utilisation du service, ainsi que vos droits et obligations et ceux de l’éditeur. Elles s’adressent à vous, utilisateur de Kaouka ; « les utilisateurs » désigne l’ensemble des personnes qui ont un compte.',
      ],
    },
    {
      key: 'access',
      title: 'Accès au service',
      blocks: [
        'L’application est téléchargeable gratuitement sur les magasins d’applications. Pour l’utiliser, il vous faut un appareil compatible, une connexion à Internet, une adresse e-mail et l’autorisation d’accéder à la position de votre appareil.',
        'L’éditeur s’efforce de rendre le service accessible en permanence, sans pouvoir le garantir\u00a0: il peut l’interrompre pour maintenance, mise à jour ou en cas de force majeure.',
      ],
    },
    {
      key: 'age',
      title: 'Âge minimum',
      blocks: [
        `Kaouka est réservé aux personnes âgées d’au moins ${TERMS_MINIMUM_AGE}\u00a0ans. En créant un compte, vous déclarez avoir cet âge\u00a0; aucune autorisation parentale ne permet d’y déroger.`,
        `Parce que Kaouka met en relation des personnes proches les unes des autres, un compte dont l’éditeur apprend, par un signalement ou autrement, qu’il est utilisé par une personne de moins de ${TERMS_MINIMUM_AGE}\u00a0ans est suspendu aussitôt. Son titulaire en est informé et peut contester cette décision comme toute décision de modération (${article('moderation')})\u00a0; le compte reste suspendu, sans être effacé, pendant le délai de contestation et, s’il est contesté, jusqu’à la réponse. Il est ensuite supprimé avec ses contenus, sauf si la décision est annulée.`,
      ],
    },
    {
      key: 'pseudonymity',
      title: 'Pseudonyme et profil',
      blocks: [
        `Vous choisissez un pseudonyme et une image de profil\u00a0: ce sont les seules informations sur vous que voient les autres utilisateurs. Aucun nom réel n’est demandé. Votre adresse e-mail et la position de votre appareil, nécessaires au service, ne leur sont jamais montrées (${article('personal-data')}).`,
        `Votre pseudonyme et votre image de profil ne doivent ni usurper l’identité d’une autre personne ni contenir de contenu interdit au sens de l’${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'posts',
      title: 'Publications',
      blocks: [
        'Vous pouvez publier des photos, des vidéos, des enregistrements audio et des textes. Vos publications sont visibles des utilisateurs situés à proximité.',
        `Vous restez responsable de ce que vous publiez et garantissez détenir les droits nécessaires sur vos contenus, dans les conditions de l’${article('content-licence')}.`,
      ],
    },
    {
      key: 'content-licence',
      title: 'Droits sur vos contenus',
      blocks: [
        'Vous restez titulaire des droits sur vos contenus. Pour que l’application puisse les montrer, vous concédez à l’éditeur, à titre gratuit et non exclusif\u00a0:',
        {
          list: [
            'le droit de les reproduire, c’est-à-dire de les enregistrer et de les copier sur les serveurs du service et sur les appareils des utilisateurs qui les consultent\u00a0;',
            'le droit de les représenter, c’est-à-dire de les afficher et de les faire entendre aux utilisateurs de l’application\u00a0;',
            'le droit de les adapter, pour les seuls besoins techniques de l’affichage (format, taille, compression, vignette), sans en changer le sens.',
          ],
        },
        'Ces droits sont concédés dans le seul but de faire fonctionner Kaouka et de présenter les contenus à ses utilisateurs\u00a0: l’éditeur ne s’en sert ni pour sa publicité ni pour un autre service, et ne les transmet à personne. Ils valent pour le monde entier, l’application étant accessible partout où elle est distribuée, et pour la durée de publication de chaque contenu\u00a0: ils prennent fin lorsque vous supprimez le contenu ou votre compte, ou lorsque l’éditeur le retire.',
      ],
    },
    {
      key: 'likes-comments',
      title: 'J’aime et commentaires',
      blocks: [
        `Vous pouvez aimer les publications et les commenter. Les commentaires sont soumis aux mêmes règles que les publications, notamment celles de l’${article('prohibited-content')}.`,
      ],
    },
    {
      key: 'messages',
      title: 'Messages privés et proximité',
      blocks: [
        'Vous pouvez envoyer des messages privés aux utilisateurs proches, que l’application classe par distance approximative.',
        `Votre position exacte n’est jamais communiquée aux autres utilisateurs, ni la leur à vous\u00a0: la distance affichée est arrondie par paliers de ${DISTANCE_STEP_METRES}\u00a0mètres, jamais donnée au mètre près.`,
        `Les messages privés ne sont lus par l’éditeur que lorsqu’un de leurs participants les signale (${article('reporting')})\u00a0: seuls les messages signalés sont alors examinés.`,
      ],
    },
    {
      key: 'blocking',
      title: 'Blocage',
      blocks: [
        'Vous pouvez bloquer un autre utilisateur\u00a0: vous ne voyez plus ses contenus, et il ne peut plus vous écrire.',
      ],
    },
    {
      key: 'personal-data',
      title: 'Données personnelles collectées',
      blocks: [
        'Pour vous fournir le service, l’éditeur collecte et traite les données suivantes\u00a0:',
        {
          list: [
            'le pseudonyme et l’image de profil, pour vous représenter auprès des autres utilisateurs\u00a0;',
            'l’adresse e-mail, pour créer le compte et vous écrire au sujet du service\u00a0;',
            'la géolocalisation, pour calculer la distance approximative avec les autres utilisateurs\u00a0;',
            'les contenus publiés (photos, vidéos, audio, textes), pour les afficher\u00a0;',
            'les commentaires et les mentions «\u00a0J’aime\u00a0», pour les afficher\u00a0;',
            'les messages privés, pour les acheminer\u00a0;',
            'les blocages, les signalements et les décisions de modération, pour vous protéger, vous et les autres utilisateurs\u00a0;',
            `l’adresse IP de connexion, dans les conditions de l’${article('ip-address')}.`,
          ],
        },
        'Ces données servent uniquement à faire fonctionner l’application\u00a0: afficher votre profil, vous présenter les publications proches, acheminer vos messages et assurer la modération. Elles ne sont ni vendues ni cédées à des tiers. La politique de confidentialité de Kaouka détaille, pour chacune, la finalité, la base légale, la durée de conservation et les destinataires.',
      ],
    },
    {
      key: 'ip-address',
      title: 'Adresse IP',
      blocks: [
        'Comme la loi l’impose aux hébergeurs de contenus (article\u00a06 de la loi pour la confiance dans l’économie numérique et décret n°\u00a02021-1362), l’adresse IP que vous utilisez à la création de votre compte et à chaque connexion est enregistrée et conservée un an, puis effacée.',
        'Elle n’est consultée que pour répondre à la demande d’une autorité judiciaire ou administrative habilitée\u00a0: gardée parce que la loi l’impose, elle ne sert à rien d’autre, pas même à sanctionner un manquement aux présentes conditions.',
      ],
    },
    {
      key: 'prohibited-content',
      title: 'Contenus interdits',
      blocks: [
        'Sont interdits dans les publications, les commentaires, les messages, les pseudonymes et les images de profil\u00a0:',
        {
          list: [
            'les contenus sexuellement explicites (nudité, pornographie)\u00a0;',
            'les contenus mettant en avant du porc ou de l’alcool\u00a0;',
            'les contenus mettant en avant des produits inhalables, quels qu’ils soient\u00a0: tabac, cigarettes, cigarettes électroniques, chicha, cannabis, protoxyde d’azote ou tout autre produit qui se fume, se vapote ou s’inhale à usage récréatif.',
          ],
        },
        'Sont également interdits les contenus illicites, haineux, violents ou harcelants, ainsi que ceux qui portent atteinte à la vie privée d’autrui.',
        'Ces interdictions, plus larges que celles de la loi, sont un choix éditorial propre à Kaouka\u00a0: elles ne valent que pour cette application.',
      ],
    },
    {
      key: 'contact-point',
      title: 'Point de contact',
      blocks: [
        `L’éditeur a désigné un point de contact unique, joignable à ${publisher.email}, en français ou en anglais\u00a0: pour les autorités des États membres, la Commission européenne et le Comité européen des services numériques (art.\u00a011 du règlement (UE) 2022/2065 sur les services numériques), comme pour les utilisateurs (art.\u00a012 du même règlement).`,
        'Les messages adressés à ce point de contact sont lus par une personne, et non par un outil automatisé.',
      ],
    },
    {
      key: 'reporting',
      title: 'Signalement',
      blocks: [
        `Vous pouvez, comme toute personne, même sans compte, signaler un contenu que vous estimez illicite ou contraire aux présentes conditions\u00a0: depuis l’application, avec le bouton «\u00a0Signaler\u00a0» de chaque publication, commentaire, profil ou message, ou en écrivant au point de contact (${article('contact-point')}).`,
        'Votre signalement indique le contenu concerné et les raisons pour lesquelles il pose problème, votre nom et votre adresse e-mail (sauf s’il porte sur des abus sexuels sur mineurs), et une déclaration par laquelle vous confirmez de bonne foi que les informations fournies sont exactes et complètes. L’éditeur en accuse réception, l’examine sans tarder et vous informe de la suite donnée.',
      ],
    },
    {
      key: 'moderation',
      title: 'Modération',
      blocks: [
        'Les publications, les commentaires, les pseudonymes et les images de profil, visibles des autres utilisateurs, sont soumis à modération\u00a0: l’éditeur peut les examiner de sa propre initiative ou après un signalement. Les messages privés ne sont examinés que s’ils sont signalés.',
        'La modération s’appuie sur les signalements, sur un outil automatisé (un filtre de mots interdits, appliqué aux textes des publications, aux commentaires et aux pseudonymes, jamais aux messages privés) et sur l’examen par une personne. L’outil automatisé ne fait que désigner des contenus à examiner\u00a0: toute mesure est décidée par une personne.',
        'Selon la gravité du manquement, l’éditeur peut retirer un contenu ou en restreindre la visibilité, suspendre votre possibilité de publier ou d’écrire, suspendre l’accès à votre compte ou résilier celui-ci (article suivant). Une mesure vaut dans tous les pays où l’application est distribuée\u00a0; un retrait ou une résiliation sont définitifs, sauf annulation à la suite d’une contestation, et une suspension prend fin à la date fixée par la décision.',
        'Chaque décision qui vous concerne vous est notifiée avec ses motifs\u00a0: le contenu visé, la mesure prise, sa portée et sa durée, la règle enfreinte, les faits retenus, si la décision fait suite à un signalement ou à une détection automatisée, et les voies de recours.',
        `Que la décision vous vise ou qu’elle réponde à votre signalement, vous pouvez contester la décision gratuitement pendant ${MODERATION_APPEAL_MONTHS}\u00a0mois, en répondant au message qui la notifie ou en écrivant au point de contact. La contestation est examinée par une personne, et non par un outil automatisé\u00a0; la décision est maintenue ou annulée, avec ses raisons. Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (art.\u00a021 du règlement sur les services numériques)\u00a0; les tribunaux restent compétents à tout moment.`,
      ],
    },
    {
      key: 'suspension',
      title: 'Suspension et résiliation',
      blocks: [
        `Si vous manquez aux présentes conditions, l’éditeur peut suspendre votre accès au service, pour une durée fixée dans la décision et proportionnée à la gravité des faits, ou résilier votre compte en cas de manquement grave ou répété, dans les conditions de motivation et de contestation de l’${article('moderation')}.`,
        'Après un avertissement, l’éditeur peut aussi suspendre pour une durée raisonnable votre compte si vous publiez fréquemment des contenus manifestement illicites, ou cesser de traiter pour un temps vos signalements si vous en envoyez fréquemment de manifestement infondés.',
        'Vous pouvez, de votre côté, supprimer votre compte à tout moment depuis l’application.',
      ],
    },
    {
      key: 'liability',
      title: 'Responsabilité',
      blocks: [
        `Vous répondez des contenus que vous publiez et des messages que vous envoyez (${article('posts')}).`,
        'L’éditeur héberge les contenus des utilisateurs sans les choisir ni les vérifier avant leur publication. Sa responsabilité ne peut être engagée du fait de l’un d’eux que si, en ayant eu connaissance de son caractère illicite, notamment par un signalement, il n’a pas agi promptement pour le retirer ou en bloquer l’accès (art.\u00a06 du règlement sur les services numériques et art.\u00a06 de la loi pour la confiance dans l’économie numérique). Les examens qu’il mène de sa propre initiative ne lui retirent pas cette protection (art.\u00a07 du même règlement).',
        'Pour le reste, l’éditeur répond envers vous de ses manquements aux présentes conditions dans les conditions du droit commun\u00a0: aucune de leurs clauses ne limite votre droit à réparation. Il n’est pas responsable d’une inexécution due à un cas de force majeure (art.\u00a01218 du Code civil).',
      ],
    },
    {
      key: 'user-rights',
      title: 'Vos droits sur vos données',
      blocks: [
        `Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition sur vos données, et vous pouvez définir des directives sur leur sort après votre décès. Pour les exercer, écrivez à ${publisher.email}\u00a0; la politique de confidentialité de Kaouka en détaille les modalités.`,
        'Vous pouvez également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
      ],
    },
    {
      key: 'changes',
      title: 'Modification des conditions',
      blocks: [
        `L’éditeur peut modifier les présentes conditions pour tenir compte d’une évolution du service, de la loi ou de la jurisprudence. Toute modification est notifiée dans l’application et par e-mail au moins ${TERMS_CHANGE_NOTICE_DAYS}\u00a0jours avant de s’appliquer, avec ce qui change. Si vous la refusez, vous pouvez supprimer votre compte à tout moment, sans frais, après avoir récupéré vos données si vous le souhaitez.`,
        'Une modification imposée par la loi ou par la sécurité des utilisateurs peut s’appliquer plus tôt\u00a0: elle vous est alors notifiée dès que possible, avec la même faculté de supprimer votre compte.',
        `La présente version s’applique à tout compte créé à partir du ${formatLongDate(TERMS_VERSION.updated)}, dès son acceptation. Pour un compte créé avant cette date, la version précédente continue de s’appliquer jusqu’au ${formatLongDate(dayBefore(TERMS_VERSION.effective))}\u00a0; l’éditeur vous l’adresse sur simple demande.`,
      ],
    },
    {
      key: 'language',
      title: 'Langue',
      blocks: [
        'Les présentes conditions sont proposées en français et en anglais. La version française fait foi, sans préjudice de l’interprétation la plus favorable au consommateur (article L211-1 du Code de la consommation).',
      ],
    },
    {
      key: 'governing-law',
      title: 'Droit applicable et litiges',
      blocks: [
        'Les présentes conditions sont régies par le droit français. Si vous êtes consommateur, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives de la loi de votre pays de résidence.',
        `Aucune démarche amiable n’est un préalable obligatoire\u00a0: vous pouvez saisir directement les tribunaux. Si vous le souhaitez, vous pouvez d’abord écrire au point de contact (${article('contact-point')}), puis, si vous êtes consommateur, recourir gratuitement au médiateur de la consommation ${mediator.name} (${mediator.website}).`,
        'Si vous êtes consommateur, vous pouvez saisir, outre l’une des juridictions territorialement compétentes selon le Code de procédure civile, le tribunal du lieu où vous demeuriez lors de la création de votre compte ou celui du lieu du fait dommageable\u00a0; si vous résidez dans un autre État de l’Union européenne, les tribunaux de votre pays restent compétents. Les autres litiges relèvent des tribunaux français compétents.',
      ],
    },
  ],
  labels: {
    contents: 'Sommaire',
    updated: 'Dernière mise à jour\u00a0:',
    effective: 'En vigueur le\u00a0:',
    article: 'Article',
    otherLanguage: 'Read in English',
  },
};
