/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sign-up endpoint for a statically hosted build; `/api/signups` when unset. */
  readonly VITE_SIGNUP_ENDPOINT?: string;
  /** The API server's origin for a statically hosted build (every form); the page's own when unset. */
  readonly VITE_API_ORIGIN?: string;
  /** The site's public origin (PUBLIC_URL at build time), which a form without script names. */
  readonly VITE_PUBLIC_ORIGIN: string;
  /** The copyright line's years, « 2023–<year of the build> » (scripts/build-env.ts). */
  readonly VITE_COPYRIGHT_YEARS: string;
  /** The day of the build, `YYYY-MM-DD` (src/site/lib/build-day.ts). */
  readonly VITE_BUILD_DAY: string;
}

/** The quote form's subjects, read from the content at build time (site/lib/inquiry-subject-list.ts). */
declare const __INQUIRY_SUBJECTS__: readonly import('../content/inquiry-subjects.ts').InquirySubjectGroup[];
