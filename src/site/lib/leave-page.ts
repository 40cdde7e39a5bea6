/** Loads another page of the site, a document of its own (a module of its own: the tests watch it). */
export function leavePage(href: string): void {
  window.location.assign(href);
}
