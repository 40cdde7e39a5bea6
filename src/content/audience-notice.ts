import type { LegalSection } from './legal-types.ts';

/**
 * How long audience counts are kept: the CNIL's bound for an audience
 * measurement exempt from consent. The server and `npm run audience -- purge`
 * apply it (`audienceCutoff`, src/store/types.ts); the section below states it.
 */
export const audienceRetentionMonths = 25;

/**
 * « Mesure d’audience », the privacy policy's section on the counts the
 * server keeps (docs/decisions/012-audience-counts.md, and 018 for the
 * page-view beacon): what is counted, what the pages send, why, for how
 * long, and how to object.
 */
export const audienceSection: LegalSection = {
  heading: 'Mesure d’audience',
  blocks: [
    {
      kind: 'paragraph',
      content: [
        'Pour savoir quelles pages sont lues et d’où viennent les visiteurs, le site compte lui-même les pages vues, sans cookie et sans service tiers. Chaque page affichée envoie au serveur du site son adresse (par exemple «\u00a0/Contact\u00a0») et, si vous arrivez d’un autre site, le seul nom de domaine de celui-ci\u00a0; rien d’autre\u00a0: ni cookie, ni identifiant, ni adresse complète de la page d’où vous venez. Une page rechargée ou retrouvée par le bouton «\u00a0Précédent\u00a0» n’est pas comptée une seconde fois. Le serveur n’enregistre que des totaux, jour par jour\u00a0:',
      ],
    },
    {
      kind: 'list',
      items: [
        ['le nombre de pages vues et de visites, page par page\u00a0;'],
        ['le site d’où vient le visiteur, réduit à son nom de domaine\u00a0;'],
        [
          'le type d’appareil, téléphone ou ordinateur, déduit de ce que le navigateur annonce\u00a0;',
        ],
        [
          'le nombre d’inscriptions et de demandes de devis, avec la page du formulaire et celle par laquelle la visite a commencé.',
        ],
      ],
    },
    {
      kind: 'paragraph',
      content: [
        'Pour ne compter qu’une fois une visite dans la journée, le serveur calcule une empreinte de l’adresse IP et du navigateur mêlés à un nombre tiré au hasard chaque jour. Cette empreinte reste en mémoire, n’est jamais écrite, et le nombre du jour est remplacé le lendemain sans être conservé\u00a0: elle ne permet ni de retrouver l’adresse IP ni de reconnaître un visiteur d’un jour à l’autre. Ni l’adresse IP ni la description du navigateur ne sont enregistrées. Les robots ne sont pas comptés.',
      ],
    },
    {
      kind: 'paragraph',
      content: [
        `Ces statistiques servent uniquement à l’éditeur, pour améliorer le site\u00a0: elles ne sont croisées avec aucune autre donnée ni transmises à quiconque. Cette mesure repose sur l’intérêt légitime de l’éditeur (article\u00a06.1.f du RGPD) et reste dans les limites que la CNIL fixe aux mesures d’audience dispensées de consentement. Les totaux sont conservés ${audienceRetentionMonths}\u00a0mois au plus, puis effacés.`,
      ],
    },
    {
      kind: 'paragraph',
      content: [
        'Pour ne pas être compté, activez dans votre navigateur le signal «\u00a0Global Privacy Control\u00a0» ou l’option «\u00a0Ne pas me pister\u00a0» (Do Not Track)\u00a0: les pages n’envoient alors rien au serveur, qui ne compte de toute façon aucune page quand votre navigateur lui transmet ce signal.',
      ],
    },
  ],
};
