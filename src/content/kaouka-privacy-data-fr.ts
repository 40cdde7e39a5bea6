// Kaouka’s privacy policy, in French: one article per datum of the terms’
// list, each with its purpose, legal basis, retention, recipients and
// transfers, in that order (kaouka-privacy.test.ts).

import { IDENTIFICATION_RETENTION, MODERATION_RECORD } from './kaouka-privacy-articles.ts';
import {
  articleNumber as termsArticleNumber,
  DISTANCE_STEP_METRES,
  MODERATION_APPEAL_MONTHS,
} from './terms-articles.ts';
import type { TermsArticle } from './types.ts';

const identifiersKept = IDENTIFICATION_RETENTION.fr;
const moderationRecord = MODERATION_RECORD.fr;
const noTransfer = 'Transferts hors de l’Union européenne\u00a0: aucun.';

export const kaoukaPrivacyDataFr: readonly TermsArticle[] = [
  {
    key: 'profile',
    title: 'Pseudonyme et image de profil',
    blocks: [
      'Le pseudonyme et l’image de profil que vous choisissez vous représentent auprès des autres utilisateurs.',
      {
        list: [
          'Finalité\u00a0: vous représenter dans l’application, à côté de vos publications, commentaires et messages.',
          'Base légale\u00a0: l’exécution du contrat que forment les conditions générales d’utilisation (article\u00a06.1.b du RGPD).',
          `Conservation\u00a0: tant que le compte existe\u00a0; une image remplacée est effacée. À la suppression du compte, l’image est effacée, et le pseudonyme, que la loi oblige les hébergeurs à garder, est conservé ${identifiersKept} à part, puis effacé.`,
          'Destinataires\u00a0: les utilisateurs qui voient vos contenus ou échangent avec vous, l’éditeur et l’hébergeur.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'email',
    title: 'Adresse e-mail',
    blocks: [
      'L’adresse e-mail sert à créer le compte et à vous joindre. Elle n’est jamais montrée aux autres utilisateurs.',
      {
        list: [
          'Finalité\u00a0: créer le compte et vous y connecter, vous écrire au sujet du service (une décision de modération, une modification des conditions ou de cette politique, une réponse à votre demande)\u00a0; jamais de prospection.',
          'Base légale\u00a0: l’exécution du contrat (article\u00a06.1.b du RGPD)\u00a0; après la suppression du compte, l’obligation légale des hébergeurs de conserver les identifiants (article\u00a06.1.c du RGPD, décret n°\u00a02021-1362).',
          `Conservation\u00a0: tant que le compte existe, puis ${identifiersKept} après sa suppression, à part et pour la seule réponse à une autorité habilitée, avant d’être effacée.`,
          'Destinataires\u00a0: l’éditeur, l’hébergeur, qui la stocke, et le prestataire de messagerie, qui achemine les e-mails.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'location',
    title: 'Géolocalisation',
    blocks: [
      `La position de votre appareil, lue avec l’autorisation que vous donnez dans les réglages du téléphone, sert à calculer la distance qui vous sépare des autres utilisateurs. Elle ne leur est jamais montrée\u00a0: ils ne voient qu’une distance arrondie par paliers de ${DISTANCE_STEP_METRES}\u00a0mètres.`,
      {
        list: [
          'Finalité\u00a0: vous présenter les publications et les personnes proches, classées par distance approximative.',
          'Base légale\u00a0: l’exécution du contrat, Kaouka étant un service de proximité (article\u00a06.1.b du RGPD)\u00a0; l’accès à la position suit l’autorisation donnée dans le téléphone, que vous pouvez retirer à tout moment.',
          'Conservation\u00a0: seule la dernière position connue est gardée, remplacée à chaque mise à jour, et effacée à la suppression du compte\u00a0; aucun historique de vos déplacements n’est constitué.',
          'Destinataires\u00a0: l’éditeur et l’hébergeur\u00a0; les autres utilisateurs ne reçoivent que la distance arrondie.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'posts',
    title: 'Publications',
    blocks: [
      'Les photos, vidéos, enregistrements audio et textes que vous publiez, avec leur date.',
      {
        list: [
          'Finalité\u00a0: les montrer aux utilisateurs proches, dans les conditions de la licence que vous accordez dans les conditions générales d’utilisation.',
          'Base légale\u00a0: l’exécution du contrat (article\u00a06.1.b du RGPD).',
          `Conservation\u00a0: jusqu’à ce que vous supprimiez la publication ou votre compte. Une publication retirée par la modération est gardée ${moderationRecord} avec la décision, hors de la vue de tous, puis effacée.`,
          'Destinataires\u00a0: les utilisateurs proches, l’éditeur et l’hébergeur.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'likes-comments',
    title: 'Commentaires et mentions «\u00a0J’aime\u00a0»',
    blocks: [
      'Les commentaires que vous écrivez et les publications que vous aimez.',
      {
        list: [
          'Finalité\u00a0: les afficher sous la publication concernée et en tenir le compte.',
          'Base légale\u00a0: l’exécution du contrat (article\u00a06.1.b du RGPD).',
          'Conservation\u00a0: jusqu’à ce que vous les supprimiez, que la publication soit supprimée, ou que vous supprimiez votre compte.',
          'Destinataires\u00a0: les utilisateurs qui voient la publication, l’éditeur et l’hébergeur.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'messages',
    title: 'Messages privés',
    blocks: [
      `Les messages que vous échangez avec d’autres utilisateurs. L’éditeur ne les lit que si l’un des participants les signale (article\u00a0${termsArticleNumber('messages')} des conditions générales d’utilisation).`,
      {
        list: [
          'Finalité\u00a0: acheminer vos messages et les garder dans la conversation.',
          'Base légale\u00a0: l’exécution du contrat (article\u00a06.1.b du RGPD).',
          'Conservation\u00a0: jusqu’à ce que vous supprimiez la conversation ou votre compte\u00a0; votre interlocuteur garde sa copie jusqu’à ce qu’il en fasse autant.',
          'Destinataires\u00a0: la personne à qui vous écrivez, l’hébergeur, et l’éditeur pour les seuls messages signalés.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'moderation',
    title: 'Blocages, signalements et décisions de modération',
    blocks: [
      'Les utilisateurs que vous bloquez, les signalements que vous faites ou qui vous visent (avec le nom et l’adresse e-mail de leur auteur), les décisions de modération et leurs motifs, et les contenus que le filtre automatique de mots désigne à l’examen\u00a0; ce filtre tourne chez l’hébergeur, sans aucun service tiers.',
      {
        list: [
          'Finalité\u00a0: protéger les utilisateurs, traiter les signalements, motiver les décisions et examiner les contestations.',
          'Base légale\u00a0: l’obligation légale de traiter les signalements et de motiver les décisions (articles\u00a016 et 17 du règlement (UE) 2022/2065 sur les services numériques, article\u00a06.1.c du RGPD)\u00a0; pour l’examen des contestations, que l’éditeur offre de lui-même (les petites entreprises étant dispensées de l’article\u00a020 de ce règlement par son article\u00a019), pour le filtre de mots et pour les blocages, l’intérêt légitime de l’éditeur à garder le service sûr et ses décisions justes (article\u00a06.1.f du RGPD) et l’exécution du contrat.',
          `Conservation\u00a0: un blocage dure jusqu’à ce que vous le leviez ou que l’un des deux comptes soit supprimé\u00a0; un signalement et une décision sont gardés ${moderationRecord} après la décision (qui peut être contestée pendant ${MODERATION_APPEAL_MONTHS}\u00a0mois), puis effacés.`,
          'Destinataires\u00a0: l’éditeur et l’hébergeur\u00a0; la personne visée reçoit la décision et ses motifs, sans le nom de l’auteur du signalement\u00a0; l’organisme de règlement des litiges ou le tribunal que l’un d’eux saisit.',
          noTransfer,
        ],
      },
    ],
  },
  {
    key: 'ip-address',
    title: 'Adresse IP',
    blocks: [
      `L’adresse IP utilisée à la création du compte et à chaque connexion, avec sa date et son heure (article\u00a0${termsArticleNumber('ip-address')} des conditions générales d’utilisation).`,
      {
        list: [
          'Finalité\u00a0: permettre d’identifier l’auteur d’un contenu illicite, à la demande d’une autorité habilitée, et à cette seule fin.',
          'Base légale\u00a0: l’obligation légale des hébergeurs (article\u00a06 de la loi pour la confiance dans l’économie numérique, décret n°\u00a02021-1362, article\u00a06.1.c du RGPD).',
          `Conservation\u00a0: ${identifiersKept} à compter de chaque connexion, puis effacée.`,
          'Destinataires\u00a0: l’éditeur et l’hébergeur\u00a0; les autorités judiciaires ou administratives habilitées, sur demande.',
          noTransfer,
        ],
      },
    ],
  },
];
