/**
 * The site's base path, from the build's `BASE_PATH` (Vite's `base`):
 * `/` at a host's root, `/elaborium_website/` under a sub-path.
 */
export const basePath: string = import.meta.env.BASE_URL;

/**
 * The site's public origin (PUBLIC_URL at build time). A form posted without
 * script names it (field `site`), so an API on another host sends the visitor
 * back here, when this origin is one it allows.
 */
export const publicOrigin: string = import.meta.env.VITE_PUBLIC_ORIGIN;

/** A file of `public/` or the build's root (the brochure), below the base path. */
export function publicFileHref(file: string): string {
  return `${basePath}${file}`;
}
