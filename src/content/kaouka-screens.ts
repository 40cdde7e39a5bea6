// The words drawn in Kaouka's screens on /Kaouka (pictures of the app, not
// real people): nearby posts ranked by approximate distance, one post, one
// private conversation. SPEC.md's features, nothing more.

export const kaoukaScreens = {
  /** The name of the row of screens, which scrolls sideways on phones. */
  label: 'Écrans de l’application Kaouka',
  feed: {
    caption: 'Le fil\u00a0: les publications proches, par distance',
    title: 'Autour de vous',
    posts: [
      {
        pseudonym: 'Lune_42',
        distance: '≈\u00a0200\u00a0m',
        text: 'Coucher de soleil sur le canal',
      },
      {
        pseudonym: 'Pixel',
        distance: '≈\u00a0600\u00a0m',
        text: 'Concert improvisé au marché',
      },
      {
        pseudonym: 'Ourson',
        distance: '≈\u00a01,2\u00a0km',
        text: 'Qui connaît un bon café ici\u00a0?',
      },
    ],
  },
  post: {
    caption: 'Une publication, ses mentions «\u00a0J’aime\u00a0» et ses commentaires',
    pseudonym: 'Lune_42',
    distance: '≈\u00a0200\u00a0m',
    text: 'Coucher de soleil sur le canal',
    likes: '24',
    comments: [
      { pseudonym: 'Pixel', text: 'Magnifique\u00a0!' },
      { pseudonym: 'Ourson', text: 'J’y étais aussi' },
    ],
  },
  message: {
    caption: 'Un message privé, sans position exacte partagée',
    pseudonym: 'Pixel',
    distance: '≈\u00a0600\u00a0m',
    bubbles: [
      { mine: false, text: 'Salut\u00a0! Tu étais au concert\u00a0?' },
      { mine: true, text: 'Oui, super ambiance' },
      { mine: false, text: 'Il y en a un autre samedi' },
      { mine: true, text: 'J’y serai\u00a0!' },
    ],
    placeholder: 'Votre message…',
  },
} as const;
