type Theme = 'system' | 'light' | 'dark';

/**
 * The one script of every page, inlined at the end of its <body> as this
 * function's source (src/site/layout.astro), so it must hold all it uses:
 * - the theme switch (components/theme-switch.tsx) goes through automatique
 *   (the system's), clair and sombre; a choice is kept in localStorage and
 *   shown as `data-theme` on <html> (the layout's <head> script applies it
 *   before the first paint); the switch's name says the current theme;
 * - a link of the phone menu to a section of the same page closes the menu
 *   (a popover, which the browser closes by itself only on Escape or outside);
 * - a `data-print` button opens the browser's print dialog (the CV's PDF).
 */
export function pageScript(labels: Readonly<Record<Theme, string>>): void {
  const order: readonly Theme[] = ['system', 'light', 'dark'];
  const root = document.documentElement;
  const button = document.querySelector('[data-theme-switch]');
  const at = (step: number) =>
    order[(Math.max(0, order.indexOf(root.dataset.theme as Theme)) + step) % 3] ?? 'system';
  const show = () => {
    const label = `Thème ${labels[at(0)]}`;
    button?.setAttribute('aria-label', `${label}, passer au thème ${labels[at(1)]}`);
    button?.setAttribute('title', label);
  };
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    target.closest('[popover] a[href^="#"]')?.closest<HTMLElement>('[popover]')?.hidePopover();
    if (target.closest('[data-print]')) print();
    if (!target.closest('[data-theme-switch]')) return;
    const choice = at(1);
    try {
      if (choice === 'system') localStorage.removeItem('theme');
      else localStorage.setItem('theme', choice);
    } catch {
      // Storage refused (private modes, policies): the choice holds for this page only.
    }
    if (choice === 'system') delete root.dataset.theme;
    else root.dataset.theme = choice;
    show();
  });
  show();
}
