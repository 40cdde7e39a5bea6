/**
 * A static host as GitHub Pages behaves, for the sub-path build's browser
 * tests: the site's files below `base` (`/elaborium_website/`), `/Website`
 * served from `Website.html` or `Website/index.html`, a directory from its
 * `index.html`, and any miss answered with `404.html` and status 404. No
 * rewrite rules, no server code: what a plain static host gives. Given a
 * headers file (`add_header Name "value" always;` lines, as
 * scripts/nginx-headers.ts writes them), its pages carry those headers, as
 * the README says to publish them.
 * Usage: `tsx tests/support/static-host.ts <dir> <base> <port> [headers.conf]`.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = 'build/subpath-site', base = '/elaborium_website/', port = '4280', headersFile] =
  process.argv.slice(2);
const root = path.resolve(dir);

/** The pages' headers of `headersFile`, or none. */
const pageHeaders: Record<string, string> = {};
if (headersFile !== undefined) {
  const line = /^add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"/;
  for (const text of readFileSync(headersFile, 'utf8').split('\n')) {
    const match = line.exec(text.trim());
    if (match?.[1] && match[2] !== undefined) {
      pageHeaders[match[1]] = match[2].replace(/\\(.)/g, '$1');
    }
  }
}

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The file a request path stands for, as GitHub Pages looks it up. */
function fileFor(pathname: string): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const relative = decodeURIComponent(pathname.slice(base.length));
  const file = path.join(root, relative);
  if (!file.startsWith(root)) return undefined;
  return [file, `${file}.html`, path.join(file, 'index.html')].find(isFile);
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
  // The site's root without its slash: GitHub Pages adds it, as for any directory.
  if (`${pathname}/` === base) {
    response.writeHead(301, { Location: base }).end();
    return;
  }
  const file = fileFor(pathname);
  const served = file ?? path.join(root, '404.html');
  const type = types[path.extname(served)] ?? 'application/octet-stream';
  response.writeHead(file ? 200 : 404, {
    'Content-Type': type,
    ...(type.startsWith('text/html') ? pageHeaders : {}),
  });
  createReadStream(served).pipe(response);
}).listen(Number(port), '127.0.0.1');
