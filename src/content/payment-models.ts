// The four agile payment models explained on /Contact.

import type { PaymentModel } from './types.ts';

export const paymentModelsIntro =
  'Un projet agile avance par petites étapes et s’ajuste en chemin. La façon de le facturer doit suivre le même esprit\u00a0: voici les quatre modèles que je propose, et les situations où chacun convient le mieux.';

export const paymentModels: readonly PaymentModel[] = [
  {
    slug: 'temps-passe',
    title: 'Au temps passé',
    summary:
      'Vous payez le temps réellement consacré à votre projet, sur la base d’un taux journalier.',
    howItWorks: [
      'Le temps passé est relevé chaque jour et partagé avec vous. La facture est établie chaque mois, ou à la fin de chaque itération, avec le détail des tâches réalisées.',
      'Vous gardez la main sur les priorités\u00a0: le périmètre peut évoluer à tout moment, sans avenant au contrat.',
    ],
    suitsWhen: [
      'le besoin est encore flou ou appelé à évoluer\u00a0;',
      'il s’agit de maintenir ou de faire évoluer une application existante\u00a0;',
      'vous souhaitez un renfort ponctuel pour votre équipe.',
    ],
    watchOut:
      'Le budget total n’est pas fixé à l’avance\u00a0: un plafond mensuel et un point régulier sur la consommation permettent de le maîtriser.',
  },
  {
    slug: 'par-iteration',
    title: 'Par itération',
    summary: 'Chaque itération de deux semaines a un prix fixe, connu avant son démarrage.',
    howItWorks: [
      'Au début de chaque itération, nous choisissons ensemble les fonctionnalités à réaliser. L’itération est facturée à un forfait fixe, quel que soit le détail des tâches.',
      'À la fin de l’itération, vous voyez le résultat en démonstration et décidez de poursuivre, d’ajuster les priorités ou de vous arrêter.',
    ],
    suitsWhen: [
      'vous voulez un budget prévisible sans figer tout le périmètre\u00a0;',
      'le projet se découpe naturellement en étapes courtes\u00a0;',
      'vous souhaitez pouvoir arrêter à tout moment en gardant ce qui est livré.',
    ],
    watchOut:
      'Le contenu de chaque itération dépend des priorités que vous fixez\u00a0: votre disponibilité pour les démonstrations et les arbitrages compte beaucoup.',
  },
  {
    slug: 'par-livraison',
    title: 'Par livraison',
    summary: 'Le projet est découpé en lots livrables, chacun avec son prix, payé à sa recette.',
    howItWorks: [
      'Nous décrivons ensemble chaque lot et ses critères d’acceptation. Un lot est facturé lorsqu’il est livré et que vous l’avez validé.',
      'Les lots suivants peuvent être redéfinis au vu des précédents, ce qui garde la souplesse du travail itératif.',
    ],
    suitsWhen: [
      'le besoin est bien compris et se découpe en fonctionnalités distinctes\u00a0;',
      'vous préférez payer un résultat plutôt qu’un temps de travail\u00a0;',
      'votre organisation demande des engagements fermes par étape.',
    ],
    watchOut:
      'Un changement important dans un lot en cours se traduit par un nouveau chiffrage de ce lot.',
  },
  {
    slug: 'a-la-valeur',
    title: 'À la valeur',
    summary:
      'Le prix est lié au bénéfice mesurable que le projet vous apporte\u00a0: temps gagné, ventes, coûts évités.',
    howItWorks: [
      'Nous convenons d’abord d’un indicateur et de sa valeur actuelle, par exemple les heures passées chaque mois sur une tâche manuelle. Une part fixe couvre le démarrage du projet.',
      'Une part variable, plafonnée, est ensuite versée selon le gain mesuré après la mise en service.',
    ],
    suitsWhen: [
      'le gain attendu est clair et mesurable\u00a0;',
      'vous souhaitez partager le risque avec votre prestataire\u00a0;',
      'le projet vise un processus précis\u00a0: automatisation, performances, conversion.',
    ],
    watchOut:
      'Ce modèle suppose de s’accorder à l’avance sur la mesure du gain et d’avoir accès aux chiffres qui permettent de la suivre.',
  },
];
