/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: tsx (the server, the owner's commands) compiles this file
// outside tsconfig.json's site, where the automatic JSX runtime is not set.

/**
 * The mark as the header shows it: white on the banner's indigo, the same in
 * both themes. The site's header draws it, and so do the server's own pages
 * (server/html-page.tsx), so a visitor held up there stays in the studio's frame.
 */
export function LogoMark({ size = 36 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#22359b" />
      <path
        d="M24 18 12 32l12 14M40 18l12 14-12 14"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="29.5" y="22" width="5" height="20" rx="2.5" fill="#fff" />
    </svg>
  );
}
