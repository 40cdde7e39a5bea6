/**
 * Inline at the end of the root page, right after its markup (scripts/prerender.ts
 * builds it on its own; the Content-Security-Policy allows it by its hash).
 * Every link of the original hash-routed site (`/#/Kaouka_app_cgu`, in the app
 * stores, or an e-mail's `/#/Desinscription?jeton=…`) is replaced by its page's
 * own address; hash-guard.ts has kept the landing page hidden until then.
 */
import { addressOfHashLink } from '../lib/hash-link.ts';

const address = addressOfHashLink(window.location.hash);
if (address !== null) window.location.replace(`${import.meta.env.BASE_URL}${address.slice(1)}`);
