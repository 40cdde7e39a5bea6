// How a training session can be paid for, said plainly on /Formation and in
// the brochure. It follows the training body's Qualiopi status (trainings.ts,
// `body.qualiopi`): without the certification, no OPCO, France Travail or
// CPF money can pay for a training bought from the studio (Code du travail,
// L6316-1). Facts and ways to ask, never a promise: only the funder decides.

import type { QualiopiStatus } from './types.ts';

/** One way to pay for a session: « Sur facture… », then what it means, a sentence. */
export interface FundingWay {
  readonly label: string;
  readonly text: string;
}

export interface TrainingFunding {
  readonly title: string;
  /** The certification, or the plain fact that there is none. */
  readonly status: string;
  readonly ways: readonly FundingWay[];
  /** That only the funder decides. */
  readonly note: string;
}

const onInvoice: FundingWay = {
  label: 'Sur facture, par l’entreprise',
  text: 'La session est facturée à l’entreprise comme toute prestation et réglée sur son budget, comme une dépense professionnelle.',
};

/** The funding section for a Qualiopi status: flip `qualiopi` in trainings.ts and the text follows. */
export function trainingFunding(qualiopi: QualiopiStatus): TrainingFunding {
  const common = {
    title: 'Financement',
    note: 'Seul le financeur décide d’une prise en charge\u00a0: rien ici ne la garantit.',
  };
  if (qualiopi.certified)
    return {
      ...common,
      status: `Certification Qualiopi n°\u00a0${qualiopi.certificateNumber}, délivrée par ${qualiopi.certifier} au titre de la catégorie\u00a0: actions de formation.`,
      ways: [
        {
          label: 'Par votre OPCO',
          text: 'La session peut être prise en charge selon ses critères\u00a0; la demande se fait avant la session, avec le programme et la convention de formation.',
        },
        onInvoice,
      ],
    };
  return {
    ...common,
    status:
      'L’organisme n’est pas certifié Qualiopi\u00a0: une session achetée directement au studio ne peut être financée ni par un OPCO, ni par France Travail, ni par le CPF.',
    ways: [
      onInvoice,
      {
        label: 'Par un organisme certifié Qualiopi',
        text: 'Un organisme de formation certifié peut, s’il l’accepte, porter la session et m’en confier l’animation en sous-traitance\u00a0; son financement suit alors les règles de cet organisme et de votre OPCO.',
      },
      {
        label: 'Sur les contributions volontaires de votre entreprise',
        text: 'Si votre entreprise verse à son OPCO des contributions volontaires, en plus des contributions obligatoires, l’OPCO peut les employer hors des fonds mutualisés selon ses propres règles\u00a0: c’est à lui de vous dire si elles couvrent cette session. Le programme et le devis vous sont remis pour cette démarche.',
      },
    ],
  };
}
