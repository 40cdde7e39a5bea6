/**
 * The owner's weekly summary (src/digest/digest-mail.tsx): the words around
 * the figures. The owner reads it; the site's visitors never do.
 */
export const ownerDigest = {
  subject: (from: string, to: string) => `Votre semaine du ${from} au ${to}`,
  intro: 'Voici la semaine du site, à côté de la semaine d’avant.',
  columns: { now: 'Cette semaine', before: 'La semaine d’avant' },
  totals: {
    pageViews: 'Pages vues',
    visits: 'Visites',
    signups: 'Inscriptions',
    inquiries: 'Demandes de devis',
  },
  pagesHeading: 'Pages les plus lues',
  pageColumns: { views: 'vues', signups: 'inscriptions', inquiries: 'devis' },
  referrersHeading: 'Sites d’où viennent les visiteurs',
  waitingHeading: 'Demandes de devis qui attendent une réponse',
  noneWaiting: 'Aucune demande n’attend de réponse.',
  waitingHint:
    'Une fois la réponse envoyée\u00a0: deploy/bin/studio inquiries replied <référence> (ou won, lost).',
  nothing: 'Rien cette semaine.',
  age: (days: number) =>
    days === 0 ? 'reçue aujourd’hui' : `reçue il y a ${days}\u00a0jour${days > 1 ? 's' : ''}`,
  footer:
    'Vous recevez ce résumé parce que votre adresse est celle du propriétaire du site (OWNER_EMAIL), chaque semaine à l’heure d’OWNER_DIGEST (OWNER_DIGEST=off l’arrête). Le détail, sur le serveur\u00a0: deploy/bin/studio audience et deploy/bin/studio inquiries list.',
} as const;
