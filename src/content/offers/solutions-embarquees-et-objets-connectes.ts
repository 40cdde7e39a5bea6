import { rightsTransfer } from '../commitments.ts';
import type { Offer } from '../types.ts';

export const solutionsEmbarquees: Offer = {
  slug: 'solutions-embarquees-et-objets-connectes',
  title: 'Solutions embarquées et objets connectés',
  icon: 'cpu',
  description:
    'Connecter vos capteurs et vos machines à un tableau de bord fiable, du micrologiciel à la collecte des mesures.',
  paragraphs: [
    'Une mesure toutes les dix minutes, c’est plus de cinquante mille relevés par an pour un seul capteur. Encore faut-il qu’ils arrivent tous, sans vider la batterie ni saturer la liaison radio. Je développe la partie logicielle de vos objets connectés, du micrologiciel sur microcontrôleur ou nano-ordinateur de type Raspberry Pi jusqu’au tableau de bord, les mesures remontant par MQTT ou HTTP.',
    'Une étude de faisabilité d’une journée vérifie d’abord sur le papier ce que le terrain imposera, qu’il s’agisse d’autonomie, de couverture radio, de volume de mesures ou de coût par objet. Un prototype fonctionnel suit si l’étude le justifie.',
  ],
  deliverables: [
    'l’étude de faisabilité, avec le matériel recommandé et son coût\u00a0;',
    'le micrologiciel et le logiciel de collecte, avec mise à jour à distance\u00a0;',
    'le tableau de bord des mesures, les schémas d’architecture et la notice de maintenance.',
  ],
  engagement:
    'L’étude, puis un prototype en quatre à huit semaines, éprouvé sur site avant toute série.',
  clientProvides: [
    'un accès au site d’installation, ou des photos et relevés précis\u00a0;',
    'le matériel existant à réutiliser, le cas échéant\u00a0;',
    'une personne sur place pour les essais en conditions réelles.',
  ],
  excluded: [
    'la conception électronique des cartes et du boîtier\u00a0;',
    'la fabrication en série et les essais de conformité radio qui précèdent le marquage CE.',
  ],
  confidentiality: `Les mesures relevées chez vous restent à vous, et ${rightsTransfer.promise}, schémas et micrologiciel compris. Si votre produit n’est pas encore public, nous signons un accord de confidentialité avant l’étude.`,
  price: { kind: 'time', halfDays: 2, buys: 'l’étude de faisabilité', from: false },
  typicalDays: { min: 20, max: 50 },
};
