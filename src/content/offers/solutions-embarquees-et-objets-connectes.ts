import type { Offer } from '../types.ts';

export const solutionsEmbarquees: Offer = {
  slug: 'solutions-embarquees-et-objets-connectes',
  title: 'Solutions embarquées et objets connectés',
  description:
    'Du capteur au tableau de bord\u00a0: logiciel embarqué, communication des objets connectés et collecte des données.',
  paragraphs: [
    'Un capteur de température dans une chambre froide, un compteur relevé à distance, une machine qui signale sa panne avant de s’arrêter\u00a0: je développe la partie logicielle de vos objets connectés, du micrologiciel au tableau de bord. Microcontrôleurs ou nano-ordinateurs de type Raspberry Pi, liaison sans fil, remontée des mesures par MQTT ou HTTP.',
    'L’étude de faisabilité vérifie sur le papier ce que le terrain imposera\u00a0: autonomie sur batterie, couverture radio, volume de mesures, coût par objet. Un prototype fonctionnel suit si l’étude le justifie.',
  ],
  deliverables: [
    'l’étude de faisabilité, avec le matériel recommandé et son coût\u00a0;',
    'le micrologiciel et le logiciel de collecte, avec mise à jour à distance\u00a0;',
    'le tableau de bord des mesures, les schémas d’architecture et la notice de maintenance.',
  ],
  engagement:
    'Une journée d’étude, puis un prototype en quatre à huit semaines, éprouvé sur site avant toute série.',
  clientProvides: [
    'un accès au site d’installation, ou des photos et relevés précis\u00a0;',
    'le matériel existant à réutiliser, le cas échéant\u00a0;',
    'une personne sur place pour les essais en conditions réelles.',
  ],
  excluded: [
    'la conception électronique des cartes et du boîtier\u00a0;',
    'la fabrication en série et la certification radio (marquage CE).',
  ],
  confidentiality:
    'Schémas, micrologiciel et mesures relevées chez vous restent votre propriété\u00a0; si votre produit n’est pas encore public, nous signons un accord de confidentialité avant l’étude.',
  priceEuros: 400,
  priceUnit: 'l’étude de faisabilité',
};
