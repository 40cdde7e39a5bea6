import { minifySync } from 'vite';

/**
 * The source of an inline script: `run` called with `args` (JSON, or a
 * function's own source), minified. `run` is written in TypeScript beside its
 * tests and must hold all it uses (its source text is what goes into the page).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any function whose source text is the script
export function inlineScript(run: Function, ...args: readonly unknown[]): string {
  const source = `(${run.toString()})(${args
    .map((arg) => (typeof arg === 'function' ? `(${arg.toString()})` : JSON.stringify(arg)))
    .join(',')})`;
  return minifySync('inline.js', source).code.trim().replaceAll('</', '<\\/');
}
