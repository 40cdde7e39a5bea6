/**
 * `npm run build`'s first step: a build for a real public address
 * (PUBLIC_URL set to another origin than the example's) stops with one list
 * while the content still holds the example identity. Local builds and the
 * tests, which use the example address, are not concerned.
 */
import { placeholders } from '../src/content/go-live.ts';
import { site } from '../src/content/site.ts';
import { readBuildEnv } from './build-env.ts';

const { publicOrigin } = readBuildEnv();
if (publicOrigin !== new URL(site.url).origin) {
  const found = placeholders();
  if (found.length > 0) {
    process.stderr.write(
      `go-live: PUBLIC_URL is ${publicOrigin}, but the content still holds the example identity (README, « Going live »):\n` +
        found.map(({ where, what, value }) => `- ${where}: ${what} (« ${value} »)`).join('\n') +
        '\n',
    );
    process.exit(1);
  }
}
