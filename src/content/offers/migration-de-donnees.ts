import type { Offer } from '../types.ts';

export const migrationDeDonnees: Offer = {
  slug: 'migration-de-donnees',
  title: 'Migration de données',
  description:
    'Transférer vos données vers un nouveau système de façon maîtrisée, avec des contrôles de cohérence à chaque étape.',
  paragraphs: [
    'Quinze ans de fiches clients, trois formats de dates, des doublons que personne n’a jamais osé fusionner\u00a0: changer de logiciel, c’est d’abord déplacer ce passé sans le perdre. Je prépare et j’exécute la migration, de l’extraction jusqu’au chargement dans le système cible, par exemple PostgreSQL.',
    'L’inventaire chiffre le chantier\u00a0: il recense les sources, mesure la qualité des données et sépare ce qui se transformera automatiquement de ce qui demandera un arbitrage humain. Suivent des répétitions sur copies, jusqu’à ce que les contrôles tombent juste.',
  ],
  deliverables: [
    'le rapport d’inventaire et de qualité des données\u00a0;',
    'les scripts de migration, rejouables, et la table de correspondance entre l’ancien et le nouveau modèle\u00a0;',
    'les rapports de contrôle de chaque répétition et de la bascule finale\u00a0;',
    'une procédure de retour arrière éprouvée avant le jour J.',
  ],
  engagement:
    'L’inventaire demande deux ou trois jours, les répétitions deux à six semaines\u00a0; la bascule a lieu un soir ou un week-end choisi avec vous.',
  clientProvides: [
    'des extractions complètes des sources, ou un accès en lecture\u00a0;',
    'quelqu’un qui connaît l’histoire des données et tranche les cas douteux\u00a0;',
    'le système cible installé, ou ses accès.',
  ],
  excluded: [
    'la saisie manuelle des données impossibles à reprendre automatiquement\u00a0;',
    'le paramétrage fonctionnel du nouveau logiciel.',
  ],
  confidentiality:
    'Les données migrées ne quittent pas l’environnement que vous désignez\u00a0; les copies de répétition sont effacées à la fin du projet, et je vous en remets une attestation.',
  priceEuros: 500,
  priceUnit: 'l’inventaire de vos données',
};
