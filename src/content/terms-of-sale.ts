import { formatEuros } from '../shared/french-format.ts';
import { formatPhone } from '../shared/french-format.ts';
import {
  corrections,
  deposit,
  latePayment,
  paymentTerm,
  quote,
  references,
  rightsTransfer,
  stopping,
  trainingCancellation,
  upperFirst,
} from './commitments.ts';
import { formatAddress, legalIdentity, publisherName } from './legal-identity.ts';
import type { Inline, LegalDocument } from './legal-types.ts';
import { taxBasis } from './prices.ts';
import { rates } from './rates.ts';

const { publisher, mediator, insurance } = legalIdentity;
const address = formatAddress(publisher.address);
const emailLink: Inline = { href: `mailto:${publisher.email}`, label: publisher.email };
const phoneLink: Inline = { href: `tel:${publisher.phone}`, label: formatPhone(publisher.phone) };

const vatItem: readonly Inline[] =
  publisher.vat.kind === 'franchise'
    ? ['TVA non applicable, article\u00a0293\u00a0B du Code général des impôts\u00a0;']
    : [`numéro de TVA intracommunautaire\u00a0: ${publisher.vat.number}\u00a0;`]; // CGI art. 242 nonies A

const priceParagraph =
  publisher.vat.kind === 'franchise'
    ? 'Les prix sont exprimés en euros. TVA non applicable, article\u00a0293\u00a0B du Code général des impôts\u00a0: aucune TVA ne s’y ajoute, et le prix indiqué est celui que le client paie.'
    : `Les prix sont exprimés en euros hors taxes (HT)\u00a0; la TVA au taux de ${String(publisher.vat.ratePercent).replace('.', ',')}\u00a0% s’y ajoute. Le prix toutes taxes comprises (TTC) indiqué à côté de chaque prix HT est celui que paie le consommateur.`;

/**
 * « Conditions générales de vente » (/CGV): the services and the trainings,
 * for consumers and for professional clients, each regime said where it
 * differs. Every commercial commitment comes from commitments.ts and every
 * fact about the seller from legal-identity.ts, so this contract states what
 * the offers, the landing page and /Contact state, in the same words.
 *
 * Each clause's legal ground is cited beside it. No lawyer has reviewed this
 * text: docs/decisions/017 lists what the owner must have checked.
 * « C. consom. » is the Code de la consommation, « C. com. » the Code de
 * commerce, « C. civ. » the Code civil, « CPI » the Code de la propriété
 * intellectuelle, « CPC » the Code de procédure civile, « C. trav. » the
 * Code du travail.
 */
export const termsOfSale: LegalDocument = {
  title: 'Conditions générales de vente',
  description:
    'Les conditions de vente des prestations et formations du studio\u00a0: devis, prix, paiement, rétractation, garanties, propriété et litiges.',
  updated: '2026-11-24',
  sections: [
    {
      // Who sells: C. consom. L111-1 4° and R111-1 (identity, address, phone,
      // e-mail), L221-5 and D211-1 (who answers for the guarantees, with the
      // postal, phone and e-mail contacts); « EI » after the name: C. com.
      // R526-26; the VAT number: CGI art. 242 nonies A (on invoices).
      heading: 'Le prestataire',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Les prestations sont réalisées par ${publisherName}, sous le nom commercial ${publisher.tradeName} (ci-après «\u00a0le prestataire\u00a0»)\u00a0:`,
          ],
        },
        {
          kind: 'list',
          items: [
            [`adresse\u00a0: ${address}\u00a0;`],
            [`SIRET\u00a0: ${publisher.siret}\u00a0;`],
            vatItem,
            ['e-mail\u00a0: ', emailLink, '\u00a0;'],
            ['téléphone\u00a0: ', phoneLink, '.'],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le prestataire répond des garanties légales décrites ci-dessous\u00a0; toute demande ou réclamation lui est adressée à ces coordonnées.',
          ],
        },
      ],
    },
    {
      // Consumer: C. consom. article liminaire. Small professionals treated as
      // consumers off premises: L221-3 (its own words: object outside the field
      // of the main activity, five employees at most). Distance and off-premises
      // contracts: L221-1. CGV as the basis of B2B negotiation: C. com. L441-1.
      heading: 'Champ d’application',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Les présentes conditions générales de vente (CGV) s’appliquent à toutes les prestations du prestataire\u00a0: développement de logiciels et d’applications, intégration, audit, migration de données, et formations.',
          ],
        },
        {
          kind: 'list',
          items: [
            [
              '«\u00a0Consommateur\u00a0»\u00a0: toute personne physique qui agit à des fins qui n’entrent pas dans le cadre de son activité commerciale, industrielle, artisanale, libérale ou agricole (article liminaire du Code de la consommation).',
            ],
            [
              '«\u00a0Client professionnel\u00a0»\u00a0: toute personne qui commande pour les besoins de son activité professionnelle. Celui qui emploie cinq salariés au plus et conclut hors établissement un contrat dont l’objet n’entre pas dans le champ de son activité principale bénéficie des règles du consommateur sur l’information, le contrat hors établissement et la rétractation (article L221-3 du Code de la consommation)\u00a0: ce que ces CGV en disent pour le consommateur vaut alors pour lui.',
            ],
            [
              'Le contrat est conclu «\u00a0à distance\u00a0» quand les parties ne sont pas physiquement réunies (e-mail, téléphone, site), et «\u00a0hors établissement\u00a0» quand il est signé en leur présence ailleurs que dans les locaux du prestataire, par exemple chez le client (article L221-1).',
            ],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Les clauses propres aux consommateurs ou aux clients professionnels le disent\u00a0; les autres s’appliquent à tous. Ces CGV sont remises avec chaque devis. Le devis signé, ces CGV et, le cas échéant, le cahier des charges forment ensemble le contrat\u00a0; le devis l’emporte en cas de contradiction. En cas de contradiction avec les conditions d’achat d’un client professionnel, seules les stipulations du devis signé l’emportent.',
          ],
        },
      ],
    },
    {
      // Pre-contractual information: C. consom. L111-1, L221-5. Confirmation on
      // a durable medium: L221-13 (distance); paper or durable copy with the
      // withdrawal form: L221-9 (off premises). Offer and acceptance: C. civ.
      // 1113 ff.; electronic contract archived ten years from 120 €: C. consom.
      // L213-1, D213-1 and D213-2.
      heading: 'Devis et commande',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Après un premier échange, le client reçoit ${quote.promise}, daté et valable ${quote.validity.inWords}. Il précise les caractéristiques essentielles de la prestation, ce qui sera livré, la date ou le délai de livraison, le prix, l’échéancier et la durée du contrat. Les prix affichés sur le site sont indicatifs\u00a0: seul le devis engage. Quand un projet commence par une étape payante (atelier de cadrage, diagnostic, étude), le devis porte d’abord sur elle, et la suite est chiffrée à son issue.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le contrat est conclu à la signature du devis, ou à son acceptation écrite (un e-mail suffit). Le prestataire en confirme la conclusion sur un support durable, par un e-mail qui joint le devis et ces CGV\u00a0; un contrat conclu hors établissement est remis au client sur papier signé ou, s’il l’accepte, sur un autre support durable, avec le formulaire de rétractation. Un contrat conclu par voie électronique pour 120\u00a0€ ou plus est conservé dix ans, et le client peut y accéder sur simple demande.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Toute demande qui sort du périmètre du devis donne lieu à un devis complémentaire, accepté avant d’être réalisé.',
          ],
        },
      ],
    },
    {
      // Price shown with its tax basis: C. consom. L112-1, arrêté du 3 décembre
      // 1987 (consumers see the TTC price); C. com. L441-1 (B2B price terms).
      heading: 'Prix',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `${priceParagraph} Ils reposent sur un tarif journalier\u00a0: la journée de travail est facturée ${formatEuros(rates.dayEuros)}${taxBasis.suffix} et la demi-journée la moitié, sauf prix forfaitaire fixé dans le devis pour un livrable défini.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Les frais de déplacement éventuels sont chiffrés dans le devis\u00a0; seuls les frais qui y figurent peuvent être facturés.',
          ],
        },
      ],
    },
    {
      // Deposit: none from a consumer before seven days off premises, C. consom.
      // L221-10. Due date, penalties, 40 € fee and early-payment discount
      // (professionals): C. com. L441-10, D441-5, L441-9. Consumers: interest at
      // the legal rate from a formal notice only, C. civ. 1231-6 and 1344.
      heading: 'Paiement',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              `Acompte, sauf mention contraire du devis\u00a0: ${deposit.terms}. Le solde est facturé à la livraison\u00a0; une mission de plus d’un mois est facturée chaque mois, au temps passé ou par étape livrée.`,
            ],
            [`Échéance\u00a0: ${paymentTerm.terms}.`],
            [`Retard de paiement d’un client professionnel\u00a0: ${latePayment.professional}.`],
            [`Retard de paiement d’un consommateur\u00a0: ${latePayment.consumer}.`],
          ],
        },
      ],
    },
    {
      // Withdrawal: C. consom. L221-18 (14 days from the conclusion of a
      // service contract), L221-21 (how: the model form or any unambiguous
      // statement), L221-24 (refund within 14 days, same means of payment),
      // L221-25 (performance started on the consumer's express request; the
      // proportionate amount; nothing owed without the request), L221-28 1°
      // and 13° (loss of the right: prior express agreement and acknowledged
      // loss), L221-13 (that agreement confirmed on a durable medium). The form
      // is the model annexed to R221-1, the professional's details filled in.
      heading: 'Droit de rétractation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Le consommateur qui conclut le contrat à distance ou hors établissement dispose de quatorze jours à compter de sa conclusion pour se rétracter, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux prévus ci-dessous (articles L221-18 et suivants du Code de la consommation).',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Pour l’exercer, il adresse au prestataire avant l’expiration de ce délai le formulaire ci-dessous, ou toute autre déclaration dénuée d’ambiguïté, par e-mail à ',
            emailLink,
            ` ou par courrier à ${publisherName}, ${address}. Le prestataire rembourse toutes les sommes reçues au plus tard quatorze jours après avoir été informé de la rétractation, par le moyen de paiement utilisé, sauf accord exprès du consommateur pour un autre moyen.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le consommateur qui veut que la prestation commence avant la fin du délai le demande expressément\u00a0: par tout moyen pour un contrat à distance, sur papier ou sur un support durable pour un contrat hors établissement. S’il se rétracte ensuite, il paie le service fourni jusqu’à sa rétractation, en proportion du prix total convenu\u00a0; sans cette demande expresse, il ne doit rien.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le droit de rétractation ne peut plus être exercé pour une prestation pleinement exécutée avant la fin du délai, ni pour un contenu numérique fourni sans support matériel dont la fourniture a commencé, lorsque le consommateur a donné son accord préalable et exprès à ce commencement et reconnu qu’il perdait ainsi son droit de rétractation (article L221-28, 1° et 13°). Cet accord et cette reconnaissance sont recueillis par écrit, dans le devis signé ou par un e-mail distinct, et le prestataire les confirme sur un support durable.',
          ],
        },
        {
          kind: 'box',
          title: 'Formulaire de rétractation',
          blocks: [
            {
              kind: 'paragraph',
              content: [
                '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                `À l’attention de ${publisherName}, ${address}, e-mail\u00a0: `,
                emailLink,
                '\u00a0:',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
              ],
            },
            { kind: 'paragraph', content: ['Commandé le (*)/reçu le (*)\u00a0:'] },
            { kind: 'paragraph', content: ['Nom du (des) consommateur(s)\u00a0:'] },
            { kind: 'paragraph', content: ['Adresse du (des) consommateur(s)\u00a0:'] },
            {
              kind: 'paragraph',
              content: [
                'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
              ],
            },
            { kind: 'paragraph', content: ['Date\u00a0:'] },
            { kind: 'paragraph', content: ['(*) Rayez la mention inutile.'] },
          ],
        },
      ],
    },
    {
      // Towards a consumer at a distance or off premises, the professional is
      // liable as of right: C. consom. L221-15, so the best-efforts duty is
      // limited to professional clients (C. civ. 1231-1). Delivery date, or
      // 30 days at most, and the consumer's termination after a further
      // period: C. consom. L216-1, L216-6, and L224-25-7 ff. for digital content.
      heading: 'Réalisation et livraison',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Le prestataire réalise la prestation avec soin, selon les règles de l’art. Envers un client professionnel, il est tenu d’une obligation de moyens, sauf résultat expressément promis dans le devis. Envers le consommateur qui a conclu à distance ou hors établissement, il est responsable de plein droit de la bonne exécution du contrat, sauf s’il prouve que l’inexécution ou la mauvaise exécution est imputable au consommateur, au fait imprévisible et insurmontable d’un tiers au contrat, ou à un cas de force majeure (article L221-15 du Code de la consommation).',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le devis fixe la date ou le délai de livraison\u00a0; à défaut, la prestation est fournie sans retard injustifié et au plus tard trente jours après la conclusion du contrat. Ces délais supposent que le client fournisse à temps les accès, informations et validations attendus de lui, et sont reportés d’autant s’il ne le fait pas. Si le prestataire dépasse le délai, le consommateur peut, après lui avoir enjoint d’exécuter dans un délai supplémentaire raisonnable, mettre fin au contrat si la prestation n’est pas fournie dans ce délai (articles L216-1 et L216-6).',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Chaque livrable est présenté au client, qui dispose de dix jours ouvrés pour signaler par écrit ce qui ne correspond pas au devis. Les réserves fondées sont levées sans frais. Sans réserve dans ce délai, ou dès sa mise en production par le client, le livrable est réputé accepté\u00a0; cette acceptation ne prive le consommateur d’aucune des garanties légales.',
          ],
        },
      ],
    },
    {
      // The free-correction period is, towards a consumer, a commercial
      // guarantee: C. consom. L224-25-27 and L224-25-28 (its content, duration,
      // extent, guarantor, and the reminder of the legal guarantees). The legal
      // conformity guarantee of digital content and services, including those
      // developed to the consumer's specifications: L224-25-12 to L224-25-26
      // (not L217-1 ff., which cover goods). A development service is a contrat
      // d'entreprise, not a sale: no hidden-defects guarantee (C. civ. 1641).
      // The box: the model annexed to D211-3 for a one-off supply (L224-25-12,
      // second paragraph); D211-2 is the box for sales of goods.
      heading: 'Garanties',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Garantie de correction, pour tout client et sans supplément de prix\u00a0: ${corrections.promise}, pourvu que l’écart soit reproductible et signalé par écrit dans ce délai. Elle ne couvre ni les modifications faites par un tiers, ni un usage non prévu au devis, ni les évolutions des services et logiciels tiers. Elle s’applique partout où le livrable est utilisé, et c’est le prestataire qui la doit\u00a0; pour le consommateur, elle s’ajoute aux garanties légales ci-dessous, qui s’appliquent en tout état de cause.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le consommateur bénéficie de la garantie légale de conformité des contenus et services numériques, y compris ceux développés selon ses spécifications (articles L224-25-12 et suivants du Code de la consommation), résumée dans l’encadré ci-dessous. Pour une prestation qui ne fournit ni contenu ni service numérique, comme une conseil, il dispose des recours du droit commun des contrats (articles 1217 et suivants du Code civil).',
          ],
        },
        {
          kind: 'box',
          title: 'Garantie légale de conformité des contenus et services numériques',
          blocks: [
            {
              kind: 'paragraph',
              content: [
                'Le consommateur dispose d’un délai de deux ans à compter de la fourniture du contenu numérique ou du service numérique pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, le consommateur n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'La garantie légale de conformité emporte obligation pour le professionnel, le cas échéant, de fournir toutes les mises à jour nécessaires au maintien de la conformité du contenu numérique ou du service numérique.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'La garantie légale de conformité donne au consommateur droit à la mise en conformité du contenu numérique ou du service numérique sans retard injustifié suivant sa demande, sans frais et sans inconvénient majeur pour lui.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Le consommateur peut obtenir une réduction du prix en conservant le contenu numérique ou le service numérique, ou il peut mettre fin au contrat en se faisant rembourser intégralement contre renoncement au contenu numérique ou au service numérique, si\u00a0:',
              ],
            },
            {
              kind: 'list',
              items: [
                [
                  'le professionnel refuse de mettre le contenu numérique ou le service numérique en conformité\u00a0;',
                ],
                [
                  'la mise en conformité du contenu numérique ou du service numérique est retardée de manière injustifiée\u00a0;',
                ],
                [
                  'la mise en conformité du contenu numérique ou du service numérique ne peut intervenir sans frais imposés au consommateur\u00a0;',
                ],
                [
                  'la mise en conformité du contenu numérique ou du service numérique occasionne un inconvénient majeur pour le consommateur\u00a0;',
                ],
                [
                  'la non-conformité du contenu numérique ou du service numérique persiste en dépit de la tentative de mise en conformité du professionnel restée infructueuse.',
                ],
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Le consommateur a également droit à une réduction du prix ou à la résolution du contrat lorsque le défaut de conformité est si grave qu’il justifie que la réduction du prix ou la résolution du contrat soit immédiate. Le consommateur n’est alors pas tenu de demander la mise en conformité du contenu numérique ou du service numérique au préalable.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Dans les cas où le défaut de conformité est mineur, le consommateur n’a droit à l’annulation du contrat que si le contrat ne prévoit pas le paiement d’un prix.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Toute période d’indisponibilité du contenu numérique ou du service numérique en vue de sa remise en conformité suspend la garantie qui restait à courir jusqu’à la fourniture du contenu numérique ou du service numérique de nouveau conforme.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Ces droits résultent de l’application des articles L224-25-1 et suivants du Code de la consommation.',
              ],
            },
            {
              kind: 'paragraph',
              content: [
                'Le professionnel qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300\u00a0000\u00a0euros, qui peut être porté jusqu’à 10\u00a0% du chiffre d’affaires moyen annuel (article L242-18-1 du Code de la consommation).',
              ],
            },
          ],
        },
      ],
    },
    {
      // A transfer of authors' rights names each right, its extent, its
      // intended use, its place and its duration: CPI L131-3; in writing:
      // L131-2; the rights of a software author: L122-6; a lump sum is lawful
      // for software: L131-4. Pre-existing tools stay the author's under licence.
      // References are opt-in (commitments.ts).
      heading: 'Propriété intellectuelle et références',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            `Le code source, la documentation et les autres livrables créés spécifiquement pour le client lui sont remis à la livraison. ${rightsTransfer.clause}. Le prix de la prestation comprend celui de cette cession.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Jusque-là, le client a le droit d’utiliser les livrables pour les besoins du projet. Restent la propriété du prestataire les outils, bibliothèques et savoir-faire qu’il possédait avant la mission ou qu’il développe indépendamment d’elle\u00a0: le client en reçoit, pour l’exploitation du livrable, une licence non exclusive, gratuite et mondiale, pour toute la durée de protection des droits, transmise avec le livrable, que le prestataire ne peut résilier tant que le client exploite le livrable. Les composants libres (open source) restent soumis à leur propre licence, que le prestataire indique.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `${upperFirst(references.clause)}, et jamais en divulguant d’élément confidentiel.`,
          ],
        },
      ],
    },
    {
      // Subcontracting: loi 75-1334 (the contractor stays liable); processor
      // contract: GDPR art. 28.
      heading: 'Sous-traitance et données personnelles',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Le prestataire ne peut confier une partie d’une mission à un sous-traitant qu’avec l’accord écrit du client, qui accepte chaque sous-traitant et ses conditions de paiement (loi n°\u00a075-1334 du 31\u00a0décembre 1975)\u00a0; quand la mission touche des données personnelles, cet accord est l’autorisation écrite préalable de l’article\u00a028.2 du RGPD. Le prestataire reste seul responsable envers le client.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Lorsque la mission conduit le prestataire à traiter des données personnelles pour le compte du client, il agit comme sous-traitant au sens du RGPD\u00a0: un contrat conforme à l’article\u00a028 du règlement, annexé au devis, précise l’objet, la durée, la nature et la finalité du traitement, les catégories de données, les mesures de sécurité et le sort des données en fin de mission. Le prestataire ne traite ces données que sur instruction du client et les garde confidentielles.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            // C. consom. L223-2 (loi 2025-594): a contract with a consumer states the rule.
            'Le prestataire n’utilise le numéro de téléphone du client que pour l’exécution de la prestation. Le démarchage téléphonique d’un consommateur à des fins commerciales est interdit sans son consentement préalable (article L223-2 du Code de la consommation).',
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
            'Chaque partie garde confidentielles les informations de l’autre dont elle a connaissance au cours de la mission, pendant toute sa durée et cinq ans après.',
          ],
        },
      ],
    },
    {
      // A cap on liability binds professional clients only: towards a consumer,
      // a clause that limits his compensation is presumed unfair (C. consom.
      // R212-1 6°) and L221-15 applies. No cap for gross fault or bodily harm
      // (C. civ. 1231-3, 1170).
      heading: 'Responsabilité et assurance',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Envers un client professionnel, la responsabilité du prestataire est limitée aux dommages directs et prévisibles, et plafonnée au montant payé pour la prestation en cause\u00a0; elle ne couvre pas les pertes de données que des sauvegardes régulières, à la charge du client, auraient évitées. Ces limites ne s’appliquent ni à la faute lourde ou dolosive ni aux dommages corporels. Elles ne s’appliquent pas au consommateur, qui conserve tous les droits qu’il tient de la loi.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `Assurance de responsabilité civile professionnelle\u00a0: ${insurance.insurer}, contrat n°\u00a0${insurance.policy}, couverture géographique\u00a0: ${insurance.coverage}.`,
          ],
        },
      ],
    },
    {
      // The contract's duration and how it ends: C. consom. L111-1 and L221-5
      // (a consumer is told the duration or how to terminate); an open-ended
      // contract ends at any time with a reasonable notice: C. civ. 1211; force
      // majeure: C. civ. 1218; termination for non-performance after a formal
      // notice: C. civ. 1224 to 1226.
      heading: 'Durée, résiliation et force majeure',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Une mission au forfait ou par livraison dure jusqu’à la fin de la garantie de correction du dernier livrable prévu au devis.',
            ],
            [
              `Une mission au temps passé ou par itération est conclue pour une durée indéterminée. Le client peut ${stopping.promise}\u00a0: il le dit par écrit, paie le travail fait jusqu’à la réception de son message, et reçoit ce qui a été réalisé, avec les droits sur ce qu’il a payé. Le prestataire peut y mettre fin par écrit avec un préavis d’un mois, pendant lequel il remet au client tout ce qui lui permet de poursuivre le projet avec un autre.`,
            ],
            [
              'Si une partie manque gravement à ses obligations, l’autre peut, après une mise en demeure restée sans effet pendant quinze jours, résilier le contrat par écrit\u00a0; le travail fait et payé reste acquis au client.',
            ],
            [
              'Aucune partie n’est responsable d’un retard ou d’une inexécution dus à un cas de force majeure au sens de l’article\u00a01218 du Code civil. L’exécution est suspendue tant qu’il dure\u00a0; s’il dure plus d’un mois, chaque partie peut résilier le contrat par écrit, le travail fait restant dû et remis au client.',
            ],
          ],
        },
      ],
    },
    {
      // Training contract: C. trav. L6353-1 and L6353-2 (convention, programme,
      // certificate); the training body's own rules for trainees: L6352-3 and
      // R6352-1 ff., the host company's health and safety rules applying on its
      // premises (R6352-1); a cancellation forfeit (dédit) is not a training
      // action and is invoiced apart (C. trav. L6354-1 and the DGEFP's
      // doctrine). The trainings are sold to companies only (intra-company).
      heading: 'Formations',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Public\u00a0: les formations sont vendues aux entreprises, pour leurs salariés, dans leurs locaux ou à distance.',
            ],
            [
              'Inscription\u00a0: une formation est commandée sur devis, comme toute prestation\u00a0; la convention de formation précise le programme, les dates, le lieu, le nombre de participants et le prix. L’inscription est définitive à la réception de la convention signée.',
            ],
            [
              `Annulation par le client\u00a0: ${trainingCancellation.terms}. Un participant peut toujours être remplacé par un autre de la même entreprise.`,
            ],
            [
              'Annulation par le prestataire\u00a0: si une session ne peut avoir lieu (maladie, effectif insuffisant), une autre date est proposée, ou les sommes versées sont remboursées en totalité.',
            ],
            [
              'Règlement intérieur\u00a0: le règlement intérieur du prestataire, organisme de formation, est remis à chaque participant avant la session et s’applique aussi à distance\u00a0; dans les locaux du client, ses consignes d’hygiène et de sécurité s’appliquent en outre. Une attestation de fin de formation est remise à chaque participant.',
            ],
          ],
        },
      ],
    },
    {
      // Consumer mediation: C. consom. L612-1 (free), L612-2 (within one year of
      // the written complaint), L616-1 (the mediator's name and website). The
      // go-live check refuses the example mediator (go-live.ts).
      heading: 'Réclamations et médiation',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Toute réclamation s’adresse d’abord au prestataire, par e-mail à ',
            emailLink,
            ` ou par courrier à ${address}\u00a0; une réponse est apportée sous quinze jours.`,
          ],
        },
        {
          kind: 'paragraph',
          content: [
            `Le consommateur qui n’obtient pas satisfaction peut recourir gratuitement au médiateur de la consommation ${mediator.name}, ${formatAddress(mediator.address)} (`,
            { href: mediator.website, label: mediator.website },
            '), dans l’année qui suit sa réclamation écrite (articles L612-1 et suivants du Code de la consommation). Le recours au médiateur est une faculté, jamais une condition pour saisir le juge.',
          ],
        },
      ],
    },
    {
      // Consumer: R631-3 C. consom. adds to the CPC's courts (art. 42 and 46)
      // the court of his residence at the contract or of the harmful event.
      // Professionals: no jurisdiction clause, since CPC art. 48 voids one
      // unless every party contracted as a merchant (commerçant), which a
      // freelance in a liberal profession is not; the CPC's rules apply.
      heading: 'Droit applicable et tribunaux',
      blocks: [
        {
          kind: 'paragraph',
          content: [
            'Les présentes CGV sont soumises au droit français. Le consommateur conserve en tout cas la protection que lui assurent les dispositions impératives de la loi de son pays de résidence.',
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Le consommateur peut saisir, outre l’une des juridictions territorialement compétentes selon le Code de procédure civile, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation). Entre professionnels, le tribunal compétent est celui que désignent les règles du Code de procédure civile.',
          ],
        },
      ],
    },
  ],
};
