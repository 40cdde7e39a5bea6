import { pathToFileURL } from 'node:url';
import { UsageError } from './config.ts';
import type { CliIo } from './io.ts';

/**
 * Runs `run` when the module at `moduleUrl` is the program node started
 * (not when a test imports it), on the terminal: a usage mistake prints its
 * message alone and exits 2, any other failure prints its stack and exits 1.
 */
export function runAsProgram(
  moduleUrl: string,
  run: (argv: readonly string[], io: CliIo) => Promise<number>,
): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(entry).href) return;
  // A reader that stops early (`| head -1`) closes the pipe: the command
  // ends quietly, as command-line tools do, rather than with a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(0);
    });
  }
  const io: CliIo = {
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: process.stderr.isTTY,
  };
  run(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const usage = isUsageError(error);
      const text =
        error instanceof Error
          ? usage
            ? error.message
            : (error.stack ?? error.message)
          : String(error);
      process.stderr.write(`${text}\n`);
      process.exitCode = usage ? 2 : 1;
    },
  );
}

/** Ours, or node's parseArgs refusing an option. */
export function isUsageError(error: unknown): boolean {
  if (error instanceof UsageError) return true;
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  );
}
