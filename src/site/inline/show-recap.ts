/**
 * The thank-you page's inline script (pages/inquiry-thanks.tsx), as this
 * function's source: it must hold all it uses. The quote form's script hands
 * over what was sent in this tab's session storage under `key`
 * (lib/recap-handoff.ts); this takes it out, keeps it in the page's history
 * entry instead (a reload shows it again; it is never in the address), and
 * shows it in the page's empty recap (`#recapitulatif`).
 */
export function showRecap(key: string): void {
  let state: unknown = history.state;
  try {
    const stored = sessionStorage.getItem(key);
    if (stored !== null) {
      sessionStorage.removeItem(key);
      state = JSON.parse(stored);
      history.replaceState(state, '');
    }
  } catch {
    // Storage refused or its value unreadable: what the history entry holds.
  }
  const recap = (state as { recap?: unknown } | null)?.recap;
  const section = document.getElementById('recapitulatif');
  const list = section?.querySelector('dl');
  if (!Array.isArray(recap) || !section || !list) return;
  for (const line of recap as { label?: unknown; value?: unknown }[]) {
    if (typeof line.label !== 'string' || typeof line.value !== 'string') continue;
    const row = document.createElement('div');
    row.append(document.createElement('dt'), document.createElement('dd'));
    [row.children[0], row.children[1]].forEach((cell, index) => {
      if (cell) cell.textContent = index === 0 ? String(line.label) : String(line.value);
    });
    list.append(row);
  }
  if (list.children.length > 0) section.hidden = false;
}
