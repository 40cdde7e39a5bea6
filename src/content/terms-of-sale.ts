import { formatEuros } from '../shared/french-format.ts';
import { legalIdentity, publisherName } from './legal-identity.ts';
import type { LegalDocument } from './legal-types.ts';
import { rates } from './payment-models.ts';

const { publisher, mediator, insurance } = legalIdentity;
const dayRate = formatEuros(rates.dayEuros);
const vatSentence =
  publisher.vat.kind === 'franchise'
    ? 'TVA non applicable, article\u00a0293\u00a0B du Code général des impôts\u00a0: aucune TVA ne s’ajoute, et le prix indiqué est celui que le client paie.'
    : `Ils s’entendent hors taxes (HT)\u00a0; la TVA au taux de ${publisher.vat.ratePercent}\u00a0% s’y ajoute, et le prix toutes taxes comprises (TTC) est indiqué au client consommateur à côté de chaque prix.`;

/**
 * « Conditions générales de vente » (/CGV): the services and the trainings.
 * What the Code de commerce (L441-1) asks a seller to give a professional
 * client, and what the Code de la consommation gives a consumer (withdrawal,
 * statutory guarantees, mediation, home courts). The owner's values
 * (insurer, mediator, day rate) come from legal-identity.ts and
 * payment-terms.ts, so this text never disagrees with them.
 */
export const termsOfSale: LegalDocument = {
  title: 'Conditions générales de vente',
  description:
    'Les conditions de vente des prestations et formations du studio\u00a0: devis, prix, paiement, rétractation, garanties, propriété et litiges.',
  updated: '2026-11-24',
  sections: [
    {
      heading: 'Champ d’application',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Les présentes conditions générales de vente (CGV) s’appliquent à toutes les prestations de ${publisherName}, sous le nom commercial ${publisher.tradeName}\u00a0: développement de logiciels et d’applications, intégration, audit, migration de données, et formations. Elles s’appliquent aux clients professionnels comme aux consommateurs\u00a0; les dispositions propres aux uns ou aux autres le disent.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Elles sont remises avec chaque devis et prévalent sur tout autre document du client, sauf accord écrit contraire. Le devis signé, ces CGV et, le cas échéant, le cahier des charges forment ensemble le contrat.',
          ],
        },
      ],
    },
    {
      heading: 'Devis et commande',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Chaque prestation fait l’objet d’un devis gratuit, détaillé et daté, valable trente jours. Il précise ce qui sera livré, la durée estimée, le prix et l’échéancier. Les prix affichés sur le site sont indicatifs\u00a0: seul le devis engage.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'La commande est ferme à la réception du devis signé, ou accepté par écrit (un e-mail suffit), et, s’il le prévoit, de l’acompte. Toute demande qui sort du périmètre du devis donne lieu à un devis complémentaire, accepté avant d’être réalisé.',
          ],
        },
      ],
    },
    {
      heading: 'Prix',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Les prix sont exprimés en euros. ${vatSentence} Ils reposent sur un tarif journalier, la journée de travail étant facturée ${dayRate} et la demi-journée la moitié, sauf prix forfaitaire fixé pour un livrable défini.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Pour un consommateur, le prix indiqué est un prix toutes taxes comprises\u00a0: il n’y a rien à ajouter. Les frais de déplacement éventuels hors de la métropole de l’éditeur sont annoncés dans le devis.',
          ],
        },
      ],
    },
    {
      heading: 'Paiement',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Sauf mention contraire du devis, un acompte de ${rates.depositPercent}\u00a0% est dû à la commande, le solde à la livraison. Une mission de plus d’un mois est facturée chaque mois, au temps passé ou par étape livrée. Les factures sont payables à ${rates.paymentDays}\u00a0jours à compter de leur date, par virement.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Client professionnel\u00a0: tout retard de paiement entraîne de plein droit, sans rappel, des pénalités au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de dix points, et une indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (articles L441-10 et D441-5 du Code de commerce). Aucun escompte n’est accordé pour paiement anticipé.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Consommateur\u00a0: en cas de retard, seuls les intérêts au taux légal sont dus, après une mise en demeure restée sans effet\u00a0; ni pénalité forfaitaire ni indemnité de recouvrement ne lui sont demandées.',
          ],
        },
      ],
    },
    {
      heading: 'Droit de rétractation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Le consommateur qui conclut le contrat à distance (par e-mail, par téléphone, sur le site) ou hors établissement dispose de quatorze jours à compter de la conclusion du contrat pour se rétracter, sans avoir à se justifier ni à payer de pénalité (articles L221-18 et suivants du Code de la consommation). Le professionnel dont l’activité principale est autre que l’informatique et qui emploie au plus cinq salariés bénéficie du même droit pour un contrat conclu hors établissement (article L221-3).',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `Pour l’exercer, il suffit d’envoyer avant l’expiration du délai une déclaration dénuée d’ambiguïté, par e-mail à ${publisher.email} ou par courrier, par exemple le formulaire suivant\u00a0: «\u00a0Je vous notifie par la présente ma rétractation du contrat portant sur la prestation ci-dessous, commandée le… Nom, adresse, date, signature.\u00a0» Les sommes versées sont remboursées sous quatorze jours.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le client qui souhaite que le travail commence avant la fin du délai le demande expressément par écrit. S’il se rétracte ensuite, il paie la part du travail déjà réalisée, au prorata du prix convenu\u00a0; il perd son droit de rétractation une fois la prestation entièrement exécutée (article L221-28).',
          ],
        },
      ],
    },
    {
      heading: 'Réalisation et livraison',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'L’éditeur réalise la prestation avec soin, selon les règles de l’art\u00a0: c’est une obligation de moyens. Les délais du devis sont donnés de bonne foi\u00a0; ils supposent que le client fournisse à temps les accès, informations et validations attendus de lui, et sont reportés d’autant s’il ne le fait pas.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Chaque livrable est présenté au client, qui dispose de dix jours ouvrés pour signaler par écrit ce qui ne correspond pas au devis. Sans réserve dans ce délai, ou dès sa mise en production, le livrable est réputé accepté. Les réserves fondées sont levées sans frais.',
          ],
        },
      ],
    },
    {
      heading: 'Garanties',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Pendant trois mois après l’acceptation, l’éditeur corrige sans frais toute anomalie reproductible qui rend le livrable non conforme au devis. Cette garantie ne couvre ni les modifications faites par un tiers, ni un usage non prévu, ni les évolutions des services et logiciels tiers.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le consommateur bénéficie en outre de la garantie légale de conformité (articles L217-1 et suivants du Code de la consommation, pour les contenus et services numériques) et de la garantie des vices cachés (articles 1641 et suivants du Code civil), qui s’appliquent indépendamment de la garantie ci-dessus.',
          ],
        },
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'À compter du paiement intégral du prix, l’éditeur cède au client, pour le monde entier et pour toute la durée des droits, les droits patrimoniaux sur le code et les documents créés spécifiquement pour lui\u00a0: droits de reproduction, de représentation, d’adaptation, de modification, de traduction et de distribution, sur tout support (article L131-3 du Code de la propriété intellectuelle). Jusqu’au paiement intégral, le client bénéficie d’un droit d’usage pour les besoins du projet.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Restent la propriété de l’éditeur les outils, bibliothèques et savoir-faire qu’il possédait avant la mission ou qu’il développe indépendamment d’elle\u00a0: le client en reçoit une licence d’utilisation non exclusive, gratuite et perpétuelle, pour le livrable. Les composants libres (open source) restent soumis à leur propre licence, que l’éditeur indique. Sauf refus écrit du client, l’éditeur peut citer le projet dans ses références, sans en divulguer d’élément confidentiel.',
          ],
        },
      ],
    },
    {
      heading: 'Sous-traitance et données personnelles',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'L’éditeur peut confier une partie d’une mission à un sous-traitant qualifié, après en avoir informé le client\u00a0; il en reste seul responsable envers lui.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Lorsque la mission conduit l’éditeur à traiter des données personnelles pour le compte du client, il agit comme sous-traitant au sens du RGPD\u00a0: un contrat conforme à l’article\u00a028 du règlement, annexé au devis, précise l’objet, la durée, la nature et la finalité du traitement, les catégories de données, les mesures de sécurité et le sort des données en fin de mission. L’éditeur ne traite ces données que sur instruction du client et les garde confidentielles.',
          ],
        },
      ],
    },
    {
      heading: 'Confidentialité',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Chaque partie garde confidentielles les informations de l’autre dont elle a connaissance pendant la mission, pendant toute sa durée et cinq ans après.',
          ],
        },
      ],
    },
    {
      heading: 'Responsabilité et assurance',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'La responsabilité de l’éditeur envers un client professionnel est limitée aux dommages directs et prévisibles, et plafonnée au montant payé pour la prestation en cause\u00a0; elle ne couvre pas les pertes de données que des sauvegardes régulières, à la charge du client, auraient évitées. Ces limites ne s’appliquent ni à la faute lourde ou intentionnelle ni aux dommages corporels, et ne s’opposent à aucun droit que le consommateur tient de la loi.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `L’éditeur est assuré pour sa responsabilité civile professionnelle auprès de ${insurance.insurer}, contrat n° ${insurance.policy}, pour une couverture ${insurance.coverage}.`,
          ],
        },
      ],
    },
    {
      heading: 'Formations',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Inscription\u00a0: une formation est commandée sur devis, comme toute prestation\u00a0; la convention de formation précise le programme, les dates, le lieu, le nombre de participants et le prix. L’inscription est définitive à la réception de la convention signée.',
            ],
            [
              'Annulation par le client\u00a0: sans frais jusqu’à quinze jours avant la première session\u00a0; au-delà, 50\u00a0% du prix reste dû, et la totalité en cas d’absence non signalée. Un participant peut toujours être remplacé par un autre de la même entreprise.',
            ],
            [
              'Annulation par l’éditeur\u00a0: si une session ne peut avoir lieu (maladie, effectif insuffisant), une autre date est proposée, ou les sommes versées sont remboursées en totalité.',
            ],
            [
              'Règlement intérieur\u00a0: dans les locaux du client, les participants suivent le règlement de ces locaux\u00a0; à distance, chacun dispose du matériel et de la connexion indiqués dans la convention. Une attestation de fin de formation est remise à chaque participant.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Réclamations et médiation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Toute réclamation s’adresse d’abord à l’éditeur, par e-mail à ${publisher.email} ou par courrier\u00a0; une réponse est apportée sous quinze jours.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `Le consommateur qui n’obtient pas satisfaction peut recourir gratuitement au médiateur de la consommation ${mediator.name} (${mediator.website}) dans l’année qui suit sa réclamation écrite (articles L612-1 et suivants du Code de la consommation). Le recours au médiateur est une faculté, jamais une condition pour saisir le juge.`,
          ],
        },
      ],
    },
    {
      heading: 'Droit applicable et tribunaux',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Les présentes CGV sont soumises au droit français. Entre professionnels, tout litige que les parties n’ont pu régler à l’amiable relève des tribunaux du ressort du siège de l’éditeur. Le consommateur peut saisir, à son choix, le tribunal du lieu où il demeurait au moment de la conclusion du contrat ou celui du lieu du fait dommageable\u00a0; il conserve en tout cas la protection que lui assurent les dispositions impératives de la loi de son pays de résidence.',
          ],
        },
      ],
    },
  ],
};
