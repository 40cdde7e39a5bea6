import { execFile } from 'node:child_process';

/**
 * How the PostgreSQL client programs (pg_dump, pg_restore, psql) are run:
 * the URL without its password, which goes in PGPASSWORD (security review
 * L4: an argument is readable by every local user in /proc, and an error
 * message quoting the command line ends up in a cron mail). The schema
 * named by `options=-c search_path=…` is the only one backed up and restored.
 */
export interface PostgresTool {
  /** The URL as libpq reads it (`%20`, not `+`, for a space), without a password. */
  readonly url: string;
  /** The environment of the child: PGPASSWORD when the URL had a password. */
  readonly env: NodeJS.ProcessEnv;
  /** `--schema=…` when the URL names one. */
  readonly schemaArgs: string[];
}

export function postgresTool(databaseUrl: string): PostgresTool {
  const parsed = new URL(databaseUrl);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  const options = parsed.searchParams.get('options');
  const schema = /-c\s*search_path=([\w$]+)/.exec(options ?? '')?.[1];
  parsed.search = options ? `?options=${encodeURIComponent(options)}` : '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password !== undefined) env.PGPASSWORD = password;
  return { url: parsed.toString(), env, schemaArgs: schema ? [`--schema=${schema}`] : [] };
}

/** `text` with `password` and the password of any URL in it replaced by `…`. */
export function withoutPassword(text: string, password?: string): string {
  const clean = text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]*:)[^@\s]*@/g, '$1…@');
  return password && password.length >= 3 ? clean.split(password).join('…') : clean;
}

/**
 * Runs a client program; resolves to its stdout, or rejects with an Error
 * whose message is the first error line of its stderr (one line for the
 * owner, or a cron mail), neither with the password.
 */
export function runPostgresTool(
  tool: PostgresTool,
  program: 'pg_dump' | 'pg_restore' | 'psql',
  args: readonly string[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      { env: tool.env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const lines = stderr.split('\n').map((line) => line.trim());
        const said =
          lines.find((line) => /error|erreur|fatal/i.test(line)) ??
          lines.find(Boolean) ??
          (error.code === 'ENOENT' ? `${program} is not installed` : `${program} failed`);
        reject(new Error(withoutPassword(said, tool.env.PGPASSWORD)));
      },
    );
  });
}
