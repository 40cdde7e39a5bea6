/**
 * The page a browser gets when a request for a page fails on the server (a
 * 500, a 503 while restarting): the static site may be what failed, so it
 * stands alone, and it offers ways on (issue 22: « a 500 gives no way out »).
 * Its few strings are constants; the message is escaped all the same.
 */
const ways = [
  ['Retour à l’accueil', '/'],
  ['Mes offres', '/Offer'],
  ['Contact', '/Contact'],
] as const;

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);
}

export function errorPage(status: number, message: string): string {
  const links = ways
    .map(([label, href]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`)
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Erreur ${String(status)}</title></head><body><main><h1>${escapeHtml(message)}</h1><p>Erreur ${String(status)}. Vous pouvez poursuivre votre visite&nbsp;:</p><ul>${links}</ul></main></body></html>`;
}

/** True when the client asked for a page (a browser's navigation), not for data. */
export function wantsPage(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}
