// The GithubInvoice product page: description, features, documentation,
// how it works and questions.

import { productSubject } from './product-subject.ts';
import type { GithubInvoiceContent } from './types.ts';

export const githubInvoice: GithubInvoiceContent = {
  metaTitle: 'GithubInvoice, vos factures à partir de vos tickets GitHub',
  tagline: 'Vos factures, directement à partir de vos tickets GitHub.',
  caseHeading: 'Le projet en bref',
  description: [
    'GithubInvoice transforme le travail suivi dans vos tickets GitHub en factures prêtes à envoyer. Fini les relevés d’heures recopiés à la main\u00a0: les tickets fermés d’une période deviennent les lignes de la facture.',
    'L’outil s’adresse aux développeurs indépendants et aux petites équipes qui facturent leurs clients au ticket, au temps passé ou au forfait.',
  ],
  offer: {
    heading: 'Statut, prix et essai',
    status:
      'GithubInvoice est l’outil avec lequel je facture mes propres clients. Il est ouvert en bêta privée\u00a0: quelques utilisateurs, un accès ouvert à la main, et mon aide pour le configurer.',
    price: `Essai gratuit pendant toute la bêta, sans carte bancaire et sans engagement. Aucun prix n’est fixé pour la suite\u00a0: je vous l’annoncerai au moins un mois avant de facturer quoi que ce soit, et vous serez libre d’arrêter et de récupérer vos factures.`,
    terms: [
      'Pendant l’essai, je traite vos données de facturation pour votre compte (sous-traitant au sens de l’article 28 du RGPD)\u00a0: l’accès vous est ouvert avec de courtes conditions d’utilisation et un accord de traitement des données à accepter.',
      'Vos données sont hébergées dans l’Union européenne et effacées trente jours après la fin de votre essai, sauf les factures que vous avez exportées.',
    ],
    actionLabel: 'Demander un accès d’essai',
  },
  features: [
    {
      title: 'Génération automatique des factures',
      text: 'Choisissez un dépôt et une période\u00a0: les tickets traités sont regroupés et chiffrés pour produire la facture en un clic.',
    },
    {
      title: 'Modèles personnalisables',
      text: 'Votre logo, vos mentions obligatoires, vos conditions de paiement et la mise en page de votre choix, réutilisés pour chaque client.',
    },
    {
      title: 'Suivi des tickets',
      text: 'GithubInvoice retient de son côté les tickets déjà facturés, sans rien écrire sur GitHub\u00a0: aucune tâche oubliée, aucune facturée deux fois.',
    },
    {
      title: 'Export en PDF',
      text: 'Les factures sont exportées en PDF, prêtes à être envoyées à vos clients et archivées.',
    },
  ],
  documentation: [
    'GithubInvoice se connecte à votre compte GitHub avec une autorisation en lecture seule sur les dépôts que vous choisissez. Il ne modifie jamais votre code.',
    'Le montant d’une ligne vient d’une étiquette posée sur le ticket\u00a0: un forfait (par exemple «\u00a0forfait-200\u00a0») ou une durée (par exemple «\u00a0temps-3h\u00a0») multipliée par votre taux horaire. GitHub ne mesurant pas le temps passé, c’est vous qui l’indiquez.',
  ],
  requirements: [
    'un compte GitHub avec accès aux dépôts à facturer\u00a0;',
    'vos informations de facturation\u00a0: raison sociale, SIRET, TVA et coordonnées bancaires\u00a0;',
    'des étiquettes de forfait ou de durée sur vos tickets, et votre taux horaire.',
  ],
  steps: [
    {
      title: 'Connectez votre compte GitHub',
      text: 'Autorisez GithubInvoice à consulter, en lecture seule, les dépôts de vos clients.',
    },
    {
      title: 'Associez chaque dépôt à un client',
      text: 'Indiquez le client, son adresse de facturation et le modèle de facture à utiliser.',
    },
    {
      title: 'Choisissez la période',
      text: 'Les tickets fermés pendant la période s’affichent avec leur montant\u00a0: retirez ou ajustez ceux que vous voulez.',
    },
    {
      title: 'Générez et envoyez la facture',
      text: 'La facture est numérotée et exportée en PDF, et GithubInvoice retient les tickets facturés pour ne jamais les reprendre.',
    },
  ],
  faq: [
    {
      question: 'Mon code est-il lu ou modifié\u00a0?',
      answer:
        'Non. GithubInvoice ne lit que les tickets (titre, étiquettes et dates) des dépôts que vous avez autorisés, et n’écrit jamais rien sur GitHub.',
    },
    {
      question: 'Puis-je facturer plusieurs clients depuis un même dépôt\u00a0?',
      answer:
        'Oui\u00a0: une étiquette par client suffit à répartir les tickets entre plusieurs factures.',
    },
    {
      question: 'Les factures respectent-elles les mentions obligatoires en France\u00a0?',
      answer:
        'Les modèles prévoient les mentions obligatoires entre professionnels\u00a0: numéro et date de la facture, nom, adresse et SIREN des deux parties, numéros de TVA intracommunautaire, désignation et date des prestations, prix hors taxes, taux et montant de la TVA, date d’échéance, conditions d’un paiement anticipé, taux des pénalités en cas de retard et montant de l’indemnité due pour le recouvrement (40\u00a0€, article D441-5 du Code de commerce)\u00a0; avec la réforme de la facturation électronique s’ajoutent la catégorie de l’opération, l’adresse de livraison si elle diffère et, le cas échéant, l’option pour la TVA sur les débits. Il vous revient de les compléter avec vos propres informations.',
    },
    {
      question: 'Et la facturation électronique obligatoire\u00a0?',
      answer:
        'Depuis le 1\u1d49\u02b3\u00a0septembre 2026, toute entreprise doit pouvoir recevoir des factures électroniques\u00a0; les PME et les micro-entreprises devront aussi les émettre à partir du 1\u1d49\u02b3\u00a0septembre 2027, dans un format structuré (Factur-X, UBL ou CII) et par une plateforme agréée. GithubInvoice produit des factures PDF et ne se connecte pas encore à une plateforme agréée\u00a0: pour vos clients professionnels établis en France, vous transmettrez alors la facture par la plateforme que vous aurez choisie.',
    },
    {
      question: 'Comment essayer GithubInvoice\u00a0?',
      answer: `Demandez un accès d’essai par le formulaire de contact («\u00a0${productSubject.label}\u00a0»), ou écrivez-moi\u00a0: je vous ouvre l’accès et vous aide à le configurer.`,
    },
  ],
};
