// The privacy policy of the Kaouka app (not the website’s: privacy-policy.ts),
// in French. kaouka-privacy-en.ts says the same things, article by article
// (checked by kaouka-privacy.test.ts). It details each datum the terms of use
// list (terms-fr.ts, « Données personnelles collectées »).

import { kaoukaPrivacyDataFr } from './kaouka-privacy-data-fr.ts';
import {
  PRIVACY_TITLES,
  privacyArticleNumber,
  type PrivacyArticleKey,
} from './kaouka-privacy-articles.ts';
import { formatAddress, legalIdentity, publisherWithForm } from './legal-identity.ts';
import { articleNumber as termsArticleNumber, TERMS_MINIMUM_AGE } from './terms-articles.ts';
import type { TermsOfUse } from './types.ts';

const { publisher, host, emailProvider } = legalIdentity;
const article = (key: PrivacyArticleKey) => `article\u00a0${privacyArticleNumber(key)}`;

/** Kaouka’s privacy policy has the terms’ shape: numbered articles, in one language. */
export const kaoukaPrivacyFr: TermsOfUse = {
  lang: 'fr',
  title: PRIVACY_TITLES.fr,
  description:
    'Les données de l’application Kaouka\u00a0: pour chacune, sa finalité, sa base légale, sa conservation et ses destinataires\u00a0; vos droits et comment les exercer.',
  updated: '2026-11-24',
  effective: '2026-12-24',
  intro: `Cette politique explique comment sont traitées les données personnelles des utilisateurs de l’application mobile Kaouka. Elle complète les conditions générales d’utilisation de Kaouka, dont l’article\u00a0${termsArticleNumber('personal-data')} liste les données collectées\u00a0: chacune est détaillée ici, article par article. Kaouka est pseudonyme\u00a0: aucun nom réel n’est demandé, et les autres utilisateurs ne voient que votre pseudonyme, votre image de profil, vos contenus et une distance arrondie. Kaouka est réservé aux personnes d’au moins ${TERMS_MINIMUM_AGE}\u00a0ans (article\u00a0${termsArticleNumber('age')} des conditions générales d’utilisation)\u00a0: le compte d’une personne plus jeune est suspendu dès que l’éditeur l’apprend, puis supprimé une fois le délai de contestation écoulé, sauf si la décision est annulée.`,
  articles: [
    {
      key: 'controller',
      title: 'Responsable du traitement',
      blocks: [
        `Le responsable du traitement est l’éditeur de Kaouka\u00a0: ${publisherWithForm}, sous le nom commercial ${publisher.tradeName}, ${formatAddress(publisher.address)}. Pour toute question sur vos données, écrivez à ${publisher.email}.`,
        'Aucun délégué à la protection des données n’a été désigné, la loi ne l’imposant pas pour ces traitements.',
        'Aucune loi ne vous oblige à fournir ces données. Le pseudonyme, l’adresse e-mail et l’accès à la position sont en revanche nécessaires au contrat\u00a0: sans eux, le compte ne peut être créé ou le service de proximité ne peut fonctionner. Tout le reste (publications, commentaires, messages) ne dépend que de vous.',
      ],
    },
    ...kaoukaPrivacyDataFr,
    {
      key: 'recipients',
      title: 'Sous-traitants et autres destinataires',
      blocks: [
        'Seul l’éditeur a accès à l’ensemble des données. Trois sous-traitants les traitent pour son compte, selon ses instructions et sans pouvoir s’en servir à d’autres fins (article\u00a028 du RGPD)\u00a0:',
        {
          list: [
            `l’hébergeur, ${host.name} (${host.website}), qui stocke les données et fait fonctionner le service\u00a0;`,
            `le prestataire de messagerie, ${emailProvider.name} (${emailProvider.website}), qui achemine les e-mails envoyés par le service\u00a0;`,
            'Google, pour Firebase Cloud Messaging, qui achemine les notifications sur Android (voir ci-dessous).',
          ],
        },
        'Si vous autorisez les notifications dans les réglages du téléphone, elles passent par le service de notification de son système\u00a0: sur iPhone, celui d’Apple, qui les achemine comme fournisseur du système de l’appareil, selon ses propres conditions\u00a0; sur Android, Firebase Cloud Messaging, que Google opère comme sous-traitant de l’éditeur. Ce service ne reçoit qu’un identifiant technique de l’appareil et un texte court («\u00a0Nouveau message\u00a0»), sans le contenu des messages ni votre position. Vous pouvez couper les notifications à tout moment dans les réglages du téléphone.',
        'Les autorités judiciaires ou administratives habilitées peuvent obtenir communication de certaines données, dans les cas et selon les formes que la loi prévoit. Apple et Google, qui distribuent l’application dans leurs magasins, traitent les données liées à son téléchargement en tant que responsables distincts, selon leurs propres politiques\u00a0: l’éditeur ne leur transmet aucune donnée de Kaouka.',
      ],
    },
    {
      key: 'transfers',
      title: 'Transferts hors de l’Union européenne',
      blocks: [
        `Les données de Kaouka sont hébergées et traitées dans l’Union européenne\u00a0: aucune n’est transférée hors de l’Union, à l’exception des notifications (${article('recipients')}), qu’Apple et Google peuvent acheminer depuis les États-Unis, sous la décision d’adéquation de la Commission européenne du 10\u00a0juillet 2023 (cadre de protection des données UE–États-Unis). Si un sous-traitant devait un jour en traiter hors de l’Union, ce transfert serait encadré par une décision d’adéquation de la Commission européenne ou par ses clauses contractuelles types, et annoncé comme une modification de cette politique (${article('changes')}).`,
      ],
    },
    {
      key: 'security',
      title: 'Sécurité',
      blocks: [
        'Les échanges entre l’application et le serveur sont chiffrés. L’accès aux données est réservé à l’éditeur et à ses sous-traitants, et les messages privés ne sont lus que s’ils sont signalés.',
        'Si une violation de données présentait un risque élevé pour vos droits, vous en seriez informé sans tarder, comme le prévoit l’article\u00a034 du RGPD.',
      ],
    },
    {
      key: 'rights',
      title: 'Vos droits',
      blocks: [
        'Le règlement général sur la protection des données (RGPD) et la loi Informatique et Libertés vous donnent, sur vos données, les droits suivants\u00a0:',
        {
          list: [
            'le droit d’accès\u00a0: obtenir une copie des données que l’éditeur détient sur vous\u00a0;',
            'le droit de rectification\u00a0: corriger une donnée inexacte\u00a0; le pseudonyme, l’image de profil et l’adresse e-mail se modifient aussi dans l’application\u00a0;',
            `le droit à l’effacement\u00a0: supprimer votre compte efface vos données, sauf celles que la loi oblige à garder, pour la durée indiquée pour chacune\u00a0;`,
            'le droit à la limitation\u00a0: faire geler l’usage d’une donnée le temps d’examiner une contestation\u00a0;',
            'le droit à la portabilité\u00a0: recevoir vos données de compte et vos contenus dans un format structuré et lisible par une machine, pour les reprendre ailleurs\u00a0;',
            'le droit d’opposition\u00a0: vous opposer, pour des raisons tenant à votre situation, aux traitements fondés sur l’intérêt légitime de l’éditeur\u00a0;',
            'le droit de définir des directives sur le sort de vos données après votre décès (conservation, effacement, communication), prévu par l’article\u00a085 de la loi Informatique et Libertés.',
          ],
        },
        'Vous pouvez aussi retirer à tout moment l’autorisation d’accès à la position, dans les réglages de votre téléphone. Aucune décision produisant des effets juridiques à votre égard n’est prise sur le seul fondement d’un traitement automatisé\u00a0: toute mesure de modération est décidée par une personne.',
      ],
    },
    {
      key: 'exercise',
      title: 'Exercer vos droits',
      blocks: [
        `Pour exercer ces droits, écrivez à ${publisher.email} depuis l’adresse e-mail de votre compte\u00a0: elle suffit à vous identifier, et aucune pièce d’identité n’est demandée sauf doute sérieux. La suppression du compte et la modification du profil se font aussi directement dans l’application.`,
        'La démarche est gratuite. Une réponse vous est apportée sous un mois\u00a0; ce délai peut être prolongé de deux mois pour une demande complexe, et vous en seriez alors informé dans le premier mois.',
      ],
    },
    {
      key: 'complaint',
      title: 'Réclamation auprès de la CNIL',
      blocks: [
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3\u00a0place de Fontenoy, TSA\u00a080715, 75334\u00a0Paris Cedex\u00a007, ou en ligne sur https://www.cnil.fr/fr/plaintes, sans avoir à écrire d’abord à l’éditeur.',
      ],
    },
    {
      key: 'changes',
      title: 'Modification de cette politique',
      blocks: [
        'Toute modification de cette politique est annoncée dans l’application et par e-mail avant de s’appliquer, avec ce qui change. Si un nouvel usage de vos données devait reposer sur votre consentement, celui-ci vous serait demandé, et vous resteriez libre de le refuser.',
      ],
    },
    {
      key: 'language',
      title: 'Langue',
      blocks: ['Cette politique est proposée en français et en anglais.'],
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
