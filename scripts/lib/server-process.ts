import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Sends the signal and resolves with the exit code once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** The TypeScript source (run through tsx) or the compiled build/server/server.js. */
  readonly entry?: string;
  /**
   * A fixed port, polled until /api/health answers, so the server can log
   * at `warn` (as under a benchmark). Without it: port 0, read from the
   * `info` log line that announces it.
   */
  readonly port?: number;
  /** CPUs to run on (`taskset -c`, e.g. `0`), for a benchmark that keeps the load elsewhere. */
  readonly cpus?: string;
}

/**
 * Starts the real server in a process of its own and resolves once it
 * listens (its « listening » log line, or /api/health with a fixed port);
 * rejects if it exits first. No deadline of its own: a start takes what the
 * machine gives it (a test's timeout, set per project, bounds a hang).
 */
export function startServerProcess(
  env: Record<string, string>,
  { entry = 'src/server/server.ts', port, cpus }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const node = [
    process.execPath,
    ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry]),
  ];
  // taskset runs node in its own place (exec): the child's pid is node's.
  const [command = '', ...args] = cpus === undefined ? node : ['taskset', '-c', cpus, ...node];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      // No site unless the caller names one (the browser tests name `dist`):
      // the unit tests run beside the build, and a server reading `dist/` as
      // it is rewritten could fail to start.
      STATIC_DIR: 'missing',
      ...env,
      PORT: String(port ?? 0),
      LOG_LEVEL: port === undefined ? 'info' : (env.LOG_LEVEL ?? 'warn'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const started = (url: string): ServerProcess => ({
    url,
    child,
    stop(signal) {
      child.kill(signal);
      return exited;
    },
  });

  return new Promise((resolve, reject) => {
    const state = { ready: false };
    const fail = (reason: string) => {
      if (state.ready) return;
      state.ready = true;
      child.kill('SIGKILL');
      reject(new Error(`${reason}:\n${stderr.join('')}`));
    };
    const listening = (url: string) => {
      if (state.ready) return;
      state.ready = true;
      resolve(started(url));
    };
    void exited.then((code) => {
      fail(`server exited with ${code}`);
    });
    // Every log line is read (a full pipe would stall the server).
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
      if (port === undefined && match?.[1]) listening(match[1]);
    });
    if (port !== undefined) {
      const url = `http://127.0.0.1:${port}`;
      void (async () => {
        while (!state.ready) {
          const ok = await fetch(`${url}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
          if (ok) listening(url);
          else await sleep(100);
        }
      })();
    }
  });
}
