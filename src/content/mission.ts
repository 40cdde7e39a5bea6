// A buyer of days rather than of a project (a CTO reinforcing a team for a
// few months): the quote form's subject for such a mission, which /CV's
// « Me proposer une mission » preselects. Its own small module, so the CV's
// script does not carry the offers and courses the form's whole list needs.

/** An InquirySubject (inquiry-subjects.ts, which lists it among the form's subjects). */
export const missionSubject = {
  value: 'mission',
  label: 'Mission en renfort de votre équipe, au temps passé',
} as const;
