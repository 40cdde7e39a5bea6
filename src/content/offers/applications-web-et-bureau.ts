import { demos, references, rightsTransfer, upperFirst } from '../commitments.ts';
import type { Offer } from '../types.ts';

export const applicationsWebEtBureau: Offer = {
  slug: 'applications-web-et-bureau',
  title: 'Développement d’applications web et de bureau',
  icon: 'desktop',
  description:
    'Remplacer vos fichiers partagés et outils bricolés par une application web ou de bureau claire, accessible et facile à faire évoluer.',
  paragraphs: [
    'Imaginez une équipe de six personnes qui suit ses commandes dans un tableur partagé. Chacun garde sa copie, les formules cassent, et plus personne ne sait où se trouve la bonne version. Une application web, ou de bureau pour Windows, macOS et Linux, remplace ce bricolage. Je la construis en TypeScript et React, et je la rends utilisable au clavier comme avec un lecteur d’écran.',
    'Tout commence par un atelier de cadrage d’une demi-journée, facturé seul. Nous y listons les utilisateurs, leurs tâches et les écrans indispensables. Vous repartez avec un périmètre chiffré, que vous pouvez confier à qui vous voulez.',
  ],
  deliverables: [
    'le compte rendu de l’atelier et le chiffrage détaillé par écran\u00a0;',
    'l’application, livrée par versions successives sur un environnement de démonstration\u00a0;',
    'les tests automatisés, la documentation technique et la procédure de déploiement\u00a0;',
    'une demi-journée de passation avec votre équipe ou votre hébergeur.',
  ],
  engagement: `Après l’atelier, quatre à huit semaines pour un outil interne de cinq à dix écrans, avec une démonstration ${demos.pace}.`,
  clientProvides: [
    'une personne qui tranche les priorités et assiste aux démonstrations\u00a0;',
    'des exemples de vos données et, s’il existe, l’outil actuel\u00a0;',
    'votre charte graphique, si l’application doit la suivre.',
  ],
  excluded: [
    'la création d’une identité visuelle ou d’un logo\u00a0;',
    'l’hébergement, les abonnements à des services tiers et les licences\u00a0;',
    'la maintenance après la passation, proposée à part au temps passé.',
  ],
  confidentiality: `${upperFirst(rightsTransfer.promise)}. Je ne les transmets à personne, et ${references.promise}.`,
  price: { kind: 'time', halfDays: 1, buys: 'l’atelier de cadrage', from: false },
  typicalDays: { min: 20, max: 40 },
};
