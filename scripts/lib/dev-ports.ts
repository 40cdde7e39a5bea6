/** The development API's port, shared by scripts/dev.ts (which starts it) and vite.config.ts (which proxies to it). */
export function devApiPort(): number {
  return Number(process.env.DEV_API_PORT ?? 8787);
}
