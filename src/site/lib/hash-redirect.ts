/**
 * The root page's script (src/site/layout.astro). Every link of the original
 * hash-routed site (`/#/Kaouka_app_cgu`, in the app stores, or an e-mail's
 * `/#/Desinscription?jeton=…`) is replaced by its page's own address; the
 * layout's inline guard has kept the landing page hidden until then.
 */
import { addressOfHashLink } from './hash-link.ts';

const address = addressOfHashLink(window.location.hash);
if (address !== null) window.location.replace(`${import.meta.env.BASE_URL}${address.slice(1)}`);
