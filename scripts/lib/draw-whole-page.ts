/**
 * Draws the parts of a page that the browser draws only as they near the
 * screen (`content-visibility: auto`: the footer, the long legal pages'
 * sections), as a visitor who reaches them sees them. For tools that read the
 * whole page at once: a full-page screenshot, axe's colours and places.
 * A string for `page.evaluate`, which runs it in the page as written.
 */
export const DRAW_WHOLE_PAGE = `for (const element of document.querySelectorAll('*')) {
  if (getComputedStyle(element).contentVisibility === 'auto') {
    element.style.contentVisibility = 'visible';
  }
}`;
