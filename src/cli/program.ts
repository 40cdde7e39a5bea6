import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { Environment } from '../config/environment.ts';
import { UsageError } from './config.ts';
import { print, type CliIo } from './io.ts';

/**
 * An owner's command: its words, where it writes, the environment and the
 * clock (the terminal's, or a test's); resolves to the exit code.
 */
export type Program = (
  argv: readonly string[],
  io: CliIo,
  env?: Environment,
  now?: Date,
) => Promise<number>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

interface ParseConfig<Options extends ParseArgsOptionsConfig> {
  args: string[];
  options: Options & typeof HELP;
  allowPositionals: true;
  strict: true;
}

/** The values node's parseArgs reads for `Options`, --help included. */
export type OptionValues<Options extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<ParseConfig<Options>>
>['values'];

/**
 * The opening every owner's command shares: `argv` read against `options`
 * (an unknown option is a usage mistake) and --help (-h), which prints
 * `usage` and succeeds. Given `commands`, the first word must name one:
 * none prints the usage and fails with code 2, another is a usage mistake.
 * Then `run` gets the values and the words.
 */
export async function runCommandLine<const Options extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  io: CliIo,
  line: { usage: string; options: Options; commands?: readonly string[] },
  run: (values: OptionValues<Options>, words: string[]) => Promise<number>,
): Promise<number> {
  const { values, positionals } = parseArgs<ParseConfig<Options>>({
    args: [...argv],
    options: { ...line.options, ...HELP },
    allowPositionals: true,
    strict: true,
  });
  const [command] = positionals;
  const help = 'help' in values && values.help === true;
  if (help || (line.commands && !command)) {
    print(io.stdout, line.usage);
    return help ? 0 : 2;
  }
  if (line.commands && !line.commands.includes(command ?? '')) {
    throw new UsageError(`Unknown command "${command ?? ''}".\n\n${line.usage}`);
  }
  return run(values, positionals);
}

/**
 * Runs `run` when the module at `moduleUrl` is the program node started
 * (not when a test imports it), on the terminal: a usage mistake prints its
 * message alone and exits 2, any other failure prints its stack and exits 1.
 */
export function runAsProgram(moduleUrl: string, run: Program): void {
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
