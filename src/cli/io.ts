import type { Writable } from 'node:stream';

/** Where a command writes: the terminal in use, a buffer in tests. */
export interface CliIo {
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Whether stderr is a terminal: progress is then one line redrawn in place. */
  readonly interactive: boolean;
}

export function print(stream: Writable, line = ''): void {
  stream.write(`${line}\n`);
}
