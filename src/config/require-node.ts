import { nodeVersionProblem } from './node-version.ts';

// Imported first by every entry point (the server, migrate, each owner
// command): ES modules run in the order they are imported, so on a wrong
// Node this stops the process before any other module runs.
const problem = nodeVersionProblem();
if (problem !== undefined) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
