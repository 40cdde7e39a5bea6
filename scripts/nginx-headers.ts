/**
 * Writes the pages' security headers as nginx `add_header` lines, for a
 * reverse proxy that serves `dist/` itself (deploy/nginx/): the same headers
 * the Node server sends (src/server/security.ts), with the Content-Security-
 * Policy's hashes of this build's inline style and scripts, which change with
 * every build, and the API's origin when the pages post to another one
 * (`VITE_API_ORIGIN`, as the build was made with). Usage:
 * tsx scripts/nginx-headers.ts [dist] [out]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineHashesOfSite } from '../src/server/inline-hashes.ts';
import { securityHeaders } from '../src/server/security.ts';
import { apiOrigins } from './build-env.ts';

const [distDir = 'dist', outFile = 'build/nginx/page-headers.conf'] = process.argv.slice(2);
const { page } = securityHeaders(inlineHashesOfSite(distDir), apiOrigins(process.env));
const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const lines = Object.entries(page).map(
  ([name, value]) => `add_header ${name} ${quote(value)} always;`,
);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  `# Written by scripts/nginx-headers.ts for the pages of ${distDir}: rebuilt with the site.\n` +
    `add_header Cache-Control "no-cache" always;\n${lines.join('\n')}\n`,
);
console.log(`nginx-headers: ${outFile}, ${String(lines.length + 1)} headers`);
