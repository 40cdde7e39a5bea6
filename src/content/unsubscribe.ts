/**
 * The texts of unsubscribing: the page the e-mail's link opens, and the
 * answers of `POST /api/unsubscribe`, which the page shows as they come.
 */
const confirm = 'Me désinscrire';

export const unsubscribeTexts = {
  title: 'Désinscription',
  description: 'Ne plus recevoir de message au sujet de Kaouka et effacer votre adresse.',
  noScript:
    'Cette page a besoin de JavaScript pour lire votre lien de désinscription. Sans lui, écrivez-moi\u00a0: j’efface votre adresse moi-même.',
  intro: `Un clic sur «\u00a0${confirm}\u00a0» et vous ne recevrez plus de message au sujet de la sortie de Kaouka\u00a0: votre adresse e-mail sera effacée de ma liste.`,
  confirm,
  pending: 'Désinscription en cours…',
  done: 'C’est fait\u00a0: votre adresse a été effacée. Vous ne recevrez plus aucun message de ma part.',
  invalid:
    'Ce lien de désinscription n’est pas valide, ou il a déjà servi. Rien n’a été modifié. Si vous recevez encore mes messages, écrivez-moi à l’adresse ci-dessous.',
  missing:
    'Le lien de désinscription est incomplet\u00a0: il lui manque son code. Utilisez le lien complet reçu par e-mail.',
  unavailable:
    'Le service est momentanément indisponible, merci de réessayer dans quelques minutes.',
  failed: 'Une erreur est survenue, merci de réessayer.',
} as const;
