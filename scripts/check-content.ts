// Build step: every content collection parsed with the schema its type comes
// from (src/content/checks.ts), and each picture against its file of public/
// (picture-files.ts). One list of what is wrong, then exit 1. The
// wording a copywriter would flag (checks.ts, wordingWarnings) is printed as
// warnings: taste never stops a build.

import { contentSources } from '../src/cli/content-sources.ts';
import { contentProblems, wordingWarnings } from '../src/content/checks.ts';
import { pictureProblems } from './picture-files.ts';

const warnings = wordingWarnings();
if (warnings.length > 0) {
  console.warn(`check-content: wording to look at (warnings)\n- ${warnings.join('\n- ')}`);
}

const problems = [...contentProblems(), ...pictureProblems(await contentSources(), 'public')];
if (problems.length > 0) {
  console.error(
    `check-content: the content does not match its schemas\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log('check-content: every content collection matches its schema');
