// The studio's identity (site.ts); types.ts infers `SiteIdentity` from it with
// a type-only import, so zod never reaches the browser bundle.

import { z } from 'zod';
import { frenchPhone, frenchText } from '../text-schemas.ts';

const httpsUrl = z.url({ protocol: /^https$/ });

export const siteIdentitySchema = z
  .object({
    /** The studio's name, shown in titles and the footer. */
    studioName: frenchText,
    /** The banner's typed title. */
    tagline: frenchText,
    /** The owner, who runs the studio and is the person to contact. */
    contactName: frenchText,
    /**
     * The grammar of the owner's « je »: « développeuse » (`feminine`),
     * « développeur » (`masculine`) or an epicene wording (`neutral`).
     */
    voice: z.enum(['feminine', 'masculine', 'neutral']),
    /** E.164 (`+33199001234`), written once: pages, forms and JSON-LD format it. */
    phone: frenchPhone,
    email: z.email(),
    /** The site's public address: canonical and preview URLs unless the build sets PUBLIC_URL. */
    url: httpsUrl,
    links: z
      .object({
        booking: httpsUrl,
        github: httpsUrl,
        discord: httpsUrl,
        instagram: httpsUrl,
        linkedin: httpsUrl,
        appStore: httpsUrl,
        studioAppPage: httpsUrl,
      })
      .readonly(),
    copyrightYear: z.number().int().min(2000).max(new Date().getFullYear()),
  })
  .readonly();
