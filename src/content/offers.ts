// These texts are the studio's own copy and may be edited freely. Each
// price is the first step of the offer (a workshop, a diagnosis, a simple
// script), at the day rate of payment-models.ts; the rest is quoted.

import type { Offer } from './types.ts';

/** The text of /Website's offers section and of each offer's page, around the offers. */
export const offersText = {
  heading: 'Mes offres',
  lead: 'Du script qui fait gagner une heure par jour à l’application complète, chaque mission commence par un échange pour comprendre votre besoin. Chaque tarif est celui de la première étape, et le reste est précisé sur devis.',
  priceLabel: 'Tarif indicatif de la première étape',
  priceFrom: 'À partir de',
} as const;

export const offers: readonly Offer[] = [
  {
    slug: 'scripts-automatises',
    title: 'Développement de scripts automatisés',
    description:
      'Des scripts fiables pour automatiser vos tâches répétitives\u00a0: fichiers, extractions de données, rapports et tâches planifiées.',
    paragraphs: [
      'Je conçois des scripts qui prennent en charge les tâches répétitives de votre quotidien\u00a0: renommage et conversion de fichiers, extraction de données depuis un site ou une API, génération de rapports, sauvegardes ou synchronisations planifiées. Vous obtenez un outil simple à lancer, qui garde une trace de ce qu’il fait et signale clairement les erreurs.',
      'Tout commence par un échange pour observer la tâche telle que vous la réalisez aujourd’hui et relever les cas particuliers. J’écris ensuite le script en Python, en TypeScript avec Node.js ou en Bash selon votre environnement, puis je le teste sur des données réelles ou représentatives avant de vous le livrer.',
      'La livraison comprend le code source, une notice d’utilisation et, si besoin, la mise en place d’une exécution planifiée (cron, planificateur de tâches Windows ou chaîne d’intégration continue). Le script vous appartient et reste modifiable par vous-même ou par un autre développeur.',
      'Cette offre convient aux indépendants, aux petites équipes et aux services administratifs qui perdent du temps sur des manipulations manuelles, ainsi qu’aux équipes techniques qui veulent fiabiliser une procédure jusqu’ici réalisée à la main. Un premier échange suffit généralement pour savoir si la tâche se prête bien à l’automatisation.',
    ],
    priceEuros: 50,
    priceUnit: 'le script simple',
  },
  {
    slug: 'applications-web-et-bureau',
    title: 'Développement d’applications web et de bureau',
    description:
      'Des applications web et de bureau claires, accessibles et maintenables, conçues autour de vos usages réels.',
    paragraphs: [
      'Je développe des applications web et de bureau pensées pour les personnes qui les utilisent chaque jour\u00a0: outils internes, espaces clients, tableaux de bord ou logiciels installés sur poste. Les interfaces sont construites en TypeScript, utilisables au clavier comme avec un lecteur d’écran, et peuvent être empaquetées pour Windows, macOS et Linux lorsque l’application doit fonctionner hors du navigateur.',
      'Le projet démarre par une phase de cadrage\u00a0: recueil des besoins, parcours utilisateurs et maquettes des écrans principaux. Le développement avance ensuite par itérations courtes, chacune livrée sur un environnement de démonstration pour que vous puissiez tester et ajuster les priorités en cours de route.',
      'Chaque livraison s’accompagne de tests automatisés, d’un code relu et documenté, et d’une procédure de déploiement reproductible. À la fin du projet, vous recevez le code source, la documentation technique et un temps de passation avec votre équipe ou votre hébergeur.',
      'Cette offre s’adresse aux entreprises et associations qui souhaitent remplacer un tableur devenu ingérable, moderniser un outil vieillissant ou proposer un nouveau service en ligne à leurs clients. Elle convient aussi bien à un premier projet qu’à la reprise d’une application existante.',
    ],
    priceEuros: 100,
    priceUnit: 'l’atelier de cadrage',
  },
  {
    slug: 'logiciel-sur-mesure',
    title: 'Développement de logiciels sur mesure',
    description:
      'Un logiciel et un back-end conçus pour votre métier\u00a0: API, règles de gestion, base de données et traitements.',
    paragraphs: [
      'Lorsque les outils du marché ne correspondent pas à votre façon de travailler, je conçois un logiciel adapté à vos processus\u00a0: API, règles métier, traitements en arrière-plan et base de données. Le back-end est généralement écrit en TypeScript avec Node.js et s’appuie sur PostgreSQL, des choix éprouvés, bien documentés et faciles à reprendre.',
      'La première étape consiste à modéliser votre activité avec vous\u00a0: les données manipulées, les acteurs, les règles et les cas limites. Je propose ensuite un découpage en lots fonctionnels, livrés un à un et validés sur un environnement de recette avant la mise en production.',
      'Le code est couvert par des tests unitaires et d’intégration, les évolutions de la base de données sont versionnées et l’API est décrite dans une documentation tenue à jour. Vous restez propriétaire du code, hébergé sur votre propre dépôt, et une passation est prévue pour que votre équipe puisse le faire évoluer.',
      'Cette offre convient aux PME, aux start-up et aux équipes métier qui ont besoin d’un outil central et durable, ou d’un back-end solide pour une application web ou mobile existante. Elle est particulièrement adaptée lorsque plusieurs personnes ou services doivent partager les mêmes données et les mêmes règles.',
    ],
    priceEuros: 200,
    priceUnit: 'la demi-journée de modélisation',
  },
  {
    slug: 'integration-de-systemes',
    title: 'Intégration de systèmes',
    description:
      'Faire dialoguer vos logiciels entre eux\u00a0: connecteurs d’API, synchronisation de données et flux automatisés.',
    paragraphs: [
      'Vos données sont dispersées entre un ERP, un CRM, une boutique en ligne, un outil de facturation et des tableurs\u00a0? Je conçois les connecteurs qui font circuler l’information entre ces systèmes, pour éviter les doubles saisies et les écarts d’un logiciel à l’autre. Les échanges passent par les API existantes, des webhooks, des files de messages ou, à défaut, des imports et exports de fichiers.',
      'L’intervention commence par une cartographie des flux\u00a0: quelles données, dans quel sens, à quelle fréquence et avec quelle source de référence. Les connecteurs sont ensuite développés un par un, éprouvés sur des environnements de test ou des copies de données, puis activés progressivement en production.',
      'Une attention particulière est portée à la robustesse\u00a0: nouvelles tentatives automatiques en cas d’échec, journalisation des échanges, alertes et tableaux de suivi. La documentation décrit chaque flux et les procédures à suivre en cas d’incident, afin que votre équipe garde la maîtrise du dispositif.',
      'Cette offre s’adresse aux entreprises dont les outils se sont multipliés au fil du temps et qui souhaitent fiabiliser leurs échanges de données sans tout remplacer. Elle est aussi utile lors de l’arrivée d’un nouvel outil qu’il faut raccorder à l’existant.',
    ],
    priceEuros: 300,
    priceUnit: 'la cartographie de vos flux',
  },
  {
    slug: 'optimisation-des-performances',
    title: 'Optimisation des performances',
    description:
      'Identifier et corriger ce qui ralentit votre application\u00a0: requêtes, code, infrastructure et temps de chargement.',
    paragraphs: [
      'Une application lente fait perdre du temps à vos utilisateurs et consomme inutilement les ressources de votre infrastructure. J’analyse votre système de bout en bout pour repérer les véritables goulets d’étranglement\u00a0: requêtes SQL coûteuses, index manquants, traitements redondants, absence de mise en cache ou pages trop lourdes côté navigateur.',
      'L’intervention débute par des mesures\u00a0: profilage, analyse des journaux et des plans d’exécution, tests de charge sur un environnement représentatif. Je vous présente ensuite un diagnostic classé par priorité, puis j’applique les corrections par étapes en mesurant l’effet de chacune par rapport à l’état initial.',
      'Vous recevez un rapport qui détaille les mesures avant et après, les modifications apportées et les recommandations restantes. Les scénarios de tests de charge et les indicateurs mis en place vous sont remis pour suivre les performances dans la durée et repérer rapidement les régressions.',
      'Cette offre convient aux équipes dont l’application ralentit à mesure que le nombre d’utilisateurs ou le volume de données augmente, ainsi qu’à celles qui préparent un pic d’activité et souhaitent vérifier la tenue de leur système à l’avance. Elle peut prendre la forme d’un diagnostic seul, que votre équipe met ensuite en œuvre, ou d’un accompagnement jusqu’aux corrections.',
    ],
    priceEuros: 700,
    priceUnit: 'le diagnostic de performance',
  },
  {
    slug: 'securite-applicative',
    title: 'Sécurité applicative',
    description:
      'Audit et renforcement de la sécurité de vos applications, de l’authentification jusqu’aux dépendances.',
    paragraphs: [
      'J’examine votre application pour repérer les failles qui pourraient exposer vos données ou celles de vos utilisateurs\u00a0: injections, contrôle d’accès insuffisant, gestion fragile des sessions et des mots de passe, secrets exposés, dépendances vulnérables ou configuration serveur trop permissive. L’analyse s’appuie sur des référentiels reconnus, comme l’OWASP Top 10.',
      'L’audit combine la revue du code, l’analyse automatisée des dépendances et des tests manuels sur un environnement dédié, dans un périmètre défini ensemble au préalable. Chaque vulnérabilité relevée est classée selon sa gravité et accompagnée d’une recommandation concrète.',
      'Si vous le souhaitez, je prends ensuite en charge les corrections par ordre de priorité, avec des tests qui vérifient que chaque faille reste corrigée dans les versions suivantes. Vous recevez le rapport d’audit, le détail des changements effectués et des bonnes pratiques adaptées à votre équipe.',
      'Cette offre s’adresse aux entreprises qui traitent des données personnelles ou sensibles, qui préparent une mise en production ou qui souhaitent faire le point sur une application existante. Elle ne remplace pas une certification, mais elle vous aide à réduire votre exposition aux risques les plus courants.',
    ],
    priceEuros: 800,
    priceUnit: 'l’audit de sécurité ciblé',
  },
  {
    slug: 'migration-de-donnees',
    title: 'Migration de données',
    description:
      'Transférer vos données vers un nouveau système de façon maîtrisée, avec des contrôles de cohérence à chaque étape.',
    paragraphs: [
      'Changer de logiciel, de base de données ou d’hébergement implique de déplacer des données accumulées pendant des années, souvent imparfaites. Je prépare et réalise cette migration\u00a0: extraction, nettoyage, transformation vers le nouveau modèle et chargement dans le système cible, par exemple PostgreSQL.',
      'Le travail commence par un inventaire des sources et une analyse de la qualité des données\u00a0: doublons, formats incohérents, champs manquants. Les scripts de migration sont ensuite écrits puis rejoués autant de fois que nécessaire sur des copies, jusqu’à ce que les contrôles de cohérence soient satisfaisants.',
      'La bascule finale est planifiée avec vous pour limiter l’interruption de service, avec une sauvegarde complète et une procédure de retour arrière. Vous recevez les scripts, les rapports de contrôle et une table de correspondance documentée entre l’ancien et le nouveau modèle de données.',
      'Cette offre convient aux organisations qui remplacent un logiciel vieillissant, regroupent plusieurs bases ou quittent un outil propriétaire, et qui veulent mener cette transition de manière méthodique. Elle peut accompagner un projet de refonte ou intervenir seule, en amont de la mise en service d’un outil déjà choisi.',
    ],
    priceEuros: 500,
    priceUnit: 'l’inventaire de vos données',
  },
  {
    slug: 'applications-mobiles',
    title: 'Développement d’applications mobiles',
    description:
      'Des applications iOS et Android soignées, du prototype jusqu’à la publication sur l’App Store et Google Play.',
    paragraphs: [
      'Je conçois et développe des applications mobiles pour iOS et Android, en natif avec Swift et Kotlin, ou en multiplateforme lorsque c’est le choix le plus pertinent pour votre projet. L’application peut fonctionner hors connexion, envoyer des notifications et s’appuyer sur un back-end existant ou créé pour l’occasion.',
      'Le projet démarre par la définition des parcours et des maquettes, puis avance par itérations\u00a0: chaque version est distribuée en test sur vos appareils, via TestFlight ou les canaux de test de Google Play, afin de recueillir vos retours au fil de l’eau. Les priorités peuvent ainsi être ajustées à chaque étape, en fonction de ce que vous constatez à l’usage.',
      'Les fonctionnalités clés sont couvertes par des tests automatisés et l’application est vérifiée sur plusieurs tailles d’écran et versions de système. J’accompagne la publication sur les magasins d’applications et je vous remets le code source, la documentation et les accès nécessaires pour la suite.',
      'Cette offre s’adresse aux porteurs de projet qui lancent un nouveau service, aux commerces et associations qui veulent rester proches de leur public, ainsi qu’aux entreprises qui souhaitent équiper leurs équipes de terrain. Elle convient aussi bien à une première version ciblée qu’à la refonte d’une application existante.',
    ],
    priceEuros: 200,
    priceUnit: 'l’atelier parcours et maquettes',
  },
  {
    slug: 'solutions-embarquees-et-objets-connectes',
    title: 'Solutions embarquées et objets connectés',
    description:
      'Du capteur au tableau de bord\u00a0: logiciel embarqué, communication des objets connectés et collecte des données.',
    paragraphs: [
      'Je développe la partie logicielle de vos objets connectés et systèmes embarqués\u00a0: programmes pour microcontrôleurs ou nano-ordinateurs de type Raspberry Pi, communication sans fil, remontée des mesures via MQTT ou HTTP, puis stockage et visualisation des données. L’ensemble forme une chaîne cohérente, du capteur jusqu’à l’application qui exploite les mesures.',
      'L’accompagnement commence par une étude de faisabilité\u00a0: contraintes matérielles, consommation d’énergie, connectivité disponible et volume de données. Un prototype fonctionnel est ensuite réalisé pour valider les choix techniques, avant d’être consolidé au fil d’itérations successives.',
      'Les tests portent à la fois sur le logiciel et sur son comportement en conditions réelles\u00a0: pertes de connexion, redémarrages, mises à jour à distance. Vous recevez le code source, les schémas d’architecture et une documentation d’installation et de maintenance.',
      'Cette offre convient aux entreprises de l’industrie, de l’agriculture ou du bâtiment qui veulent instrumenter leurs équipements, ainsi qu’aux porteurs de projet qui souhaitent passer d’une idée d’objet connecté à un prototype démontrable. Le choix du matériel peut se faire avec vous ou s’adapter à des équipements déjà en place.',
    ],
    priceEuros: 400,
    priceUnit: 'l’étude de faisabilité',
  },
];
