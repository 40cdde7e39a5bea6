/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sign-up endpoint for a statically hosted build; `/api/signups` when unset. */
  readonly VITE_SIGNUP_ENDPOINT?: string;
}
