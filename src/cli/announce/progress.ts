import type { Writable } from 'node:stream';

/**
 * Progress of a run: on a terminal, one line redrawn in place; otherwise
 * (a log file, CI) one plain line per message, which reads well afterwards.
 */
export interface Progress {
  update(done: number, line: string): void;
  end(): void;
}

export function createProgress(stream: Writable, interactive: boolean, total: number): Progress {
  let drawn = false;
  return {
    update(done, line) {
      const text = `[${done}/${total}] ${line}`;
      if (interactive) {
        stream.write(`\r\u001b[2K${text}`);
        drawn = true;
      } else {
        stream.write(`${text}\n`);
      }
    },
    end() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
