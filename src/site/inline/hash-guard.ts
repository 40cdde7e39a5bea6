/**
 * Inline in the root page's <head> (scripts/prerender.ts builds it on its own;
 * the Content-Security-Policy allows it by its hash). A link of the original
 * hash-routed site (`/#/Kaouka_app_cgu`) is replaced by its page's own address
 * once the markup is parsed (hash-redirect.ts, at the end of the body); until
 * then the landing page is hidden, so it never shows for such a link.
 */
import { HASH_LINK_PREFIX } from '../lib/hash-link-prefix.ts';

if (window.location.hash.startsWith(HASH_LINK_PREFIX)) document.documentElement.hidden = true;
