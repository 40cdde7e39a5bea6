/** The text of the pre-release sign-up page (/Kaouka_app_android). */
export const signupPage = {
  metaTitle: 'Testez Kaouka en avant-première',
  metaDescription:
    'Laissez votre adresse e-mail pour tester Kaouka sur Android avant sa sortie\u00a0: nous vous écrirons dès que la date sera connue.',
  heading: 'Testez Kaouka avant tout le monde',
  intro:
    'Kaouka arrive bientôt sur Android. Inscrivez-vous pour faire partie des premiers testeurs\u00a0: nous vous écrirons dès que la date de sortie sera fixée.',
  emailLabel: 'Votre adresse e-mail',
  emailHint: 'Par exemple\u00a0: prenom@exemple.fr',
  submit: 'Je m’inscris',
  sending: 'Envoi en cours…',
  /** PRODUCT.md decision 7: this exact wording. */
  failure: 'Une erreur est survenue, merci de réessayer.',
  successTitle: 'Enregistré',
  successMessage:
    'Merci\u00a0! Votre adresse e-mail est bien enregistrée. Nous vous enverrons la date de sortie de Kaouka dès qu’elle sera connue.',
  /** What the address is used for, shown under the form. */
  notice:
    'Votre adresse sert uniquement à vous annoncer la sortie de Kaouka. Elle n’est ni partagée ni revendue, et vous pouvez demander sa suppression à tout moment.',
  /** Label of the honeypot field, which people never see. */
  honeypotLabel: 'Ne remplissez pas ce champ',
} as const;
