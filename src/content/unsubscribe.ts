/**
 * The texts of unsubscribing: the page the e-mail's link opens, and the
 * answers of `POST /api/unsubscribe`, which the page shows as they come.
 */
export const unsubscribeTexts = {
  title: 'Désinscription',
  description: 'Ne plus recevoir de message au sujet de Kaouka et effacer votre adresse.',
  intro:
    'Vous ne recevrez plus de message au sujet de la sortie de Kaouka, et votre adresse e-mail sera effacée de ma liste.',
  confirm: 'Me désinscrire',
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
