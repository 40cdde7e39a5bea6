/**
 * The thank-you page a quote request lands on (its path below the base
 * path), apart from the API's other constants: the site's path table
 * imports it into every page's bundle.
 */
export const INQUIRY_THANKS_PATH = '/Demande_envoyee';
