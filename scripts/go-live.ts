/**
 * `npm run build`'s first step, on every production build: a build for a
 * real site address (site.url in the content, or PUBLIC_URL, anything but
 * the example's or a loopback address) stops with one list while the content
 * still holds a placeholder (src/content/go-live.ts). The example site itself,
 * which the tests build, is not concerned.
 */
import { describePlaceholders, goLiveProblems } from '../src/content/go-live.ts';
import { contentSources } from '../src/cli/content-sources.ts';
import { site } from '../src/content/site.ts';

const publicUrl = process.env.PUBLIC_URL?.trim() || undefined;
const found = goLiveProblems({ siteUrl: site.url, publicUrl }, await contentSources());
if (found.length > 0) {
  process.stderr.write(
    `go-live: the site's address is ${publicUrl ?? site.url}, but the content still holds placeholders (README, « Going live »):\n` +
      `${describePlaceholders(found)}\n`,
  );
  process.exit(1);
}
