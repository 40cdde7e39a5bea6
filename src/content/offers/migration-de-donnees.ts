import type { Offer } from '../types.ts';

export const migrationDeDonnees: Offer = {
  slug: 'migration-de-donnees',
  title: 'Migration de données',
  icon: 'database',
  description:
    'Reprendre vos données dans un nouveau logiciel sans rien perdre, avec un contrôle de cohérence à chaque étape.',
  paragraphs: [
    'Que deviennent quinze ans de fiches clients quand vous changez de logiciel\u00a0? Il y a trois formats de dates, des doublons que personne n’a osé fusionner, des champs détournés de leur usage. Je prépare et j’exécute la migration, de l’extraction jusqu’au chargement dans le système cible, par exemple PostgreSQL.',
    'L’inventaire chiffre le chantier. Il recense les sources, mesure la qualité des données et sépare ce qui se transformera automatiquement de ce qui demandera un arbitrage humain. Comptez trois jours pour une ou deux sources, une journée de plus par source au-delà. Des répétitions sur copies suivent, jusqu’à ce que les contrôles tombent juste.',
  ],
  deliverables: [
    'le rapport d’inventaire et de qualité des données\u00a0;',
    'les scripts de migration, rejouables, et la table de correspondance entre l’ancien et le nouveau modèle\u00a0;',
    'les rapports de contrôle de chaque répétition et de la bascule finale\u00a0;',
    'une procédure de retour arrière éprouvée avant le jour J.',
  ],
  engagement:
    'Après l’inventaire, deux à six semaines de répétitions. La bascule a lieu un soir ou un week-end choisi avec vous.',
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
    'Les données migrées ne quittent pas l’environnement que vous désignez. Les copies de répétition sont effacées à la fin du projet, et je vous en remets une attestation.',
  price: {
    kind: 'time',
    halfDays: 6,
    buys: 'l’inventaire de vos données',
    from: true,
    scope: {
      covers: 'une ou deux sources de données (un logiciel, une base, un ensemble de fichiers)',
      moves: 'chaque source de plus ajoute une journée',
    },
  },
  typicalDays: { min: 5, max: 20 },
};
