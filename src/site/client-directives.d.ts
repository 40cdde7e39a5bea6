// The site's own client directive (lib/near-after-paint.ts, registered in astro.config.ts).
declare module 'astro' {
  interface AstroClientDirectives {
    /** The forms' hydration: after the first paint, as the island nears the screen. */
    'client:near'?: boolean;
  }
}

export {};
