// Build step: every content collection parsed with the schema its type comes
// from (src/content/checks.ts). One list of what is wrong, then exit 1.

import { contentProblems } from '../src/content/checks.ts';

const problems = contentProblems();
if (problems.length > 0) {
  console.error(
    `check-content: the content does not match its schemas\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log('check-content: every content collection matches its schema');
