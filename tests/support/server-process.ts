import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server in a process of its own, on port 0 unless told
 * otherwise, and resolves once it listens. `entry` is the TypeScript source
 * (run through tsx) or the compiled build/server/server.js.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry = 'src/server/server.ts',
): Promise<ServerProcess> {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: 'dist',
      ...env,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${stderr.join('')}`));
    }, 20_000);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${stderr.join('')}`));
    });
    // Every log line is read (a full pipe would stall the server); the
    // first "listening" line gives the port.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        stop(signal) {
          child.kill(signal);
          return exited;
        },
      });
    });
  });
}
