import { spawn } from 'node:child_process';
import { BackupError, EXIT_CODES } from './backup-error';

type Tool = 'pg_dump' | 'pg_restore';

/**
 * The connection for libpq's tools: the URL without its password, which goes in PGPASSWORD instead, so that
 * it never shows in the process list.
 */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The line of a tool's stderr that says what went wrong ("pg_dump: error: …"), else its last line. */
function errorLineOf(stderr: string) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /\berror:/.test(line)) ?? lines.at(-1) ?? 'no message';
}

/**
 * Runs pg_dump or pg_restore from PATH (the PostgreSQL client tools, of the server's major version or newer).
 * `databaseUrl` is passed as --dbname when given.
 */
export async function runPostgresTool(
  tool: Tool,
  args: string[],
  options: { databaseUrl?: string; failure?: BackupError['exitCode'] } = {},
): Promise<string> {
  const connection = options.databaseUrl ? connectionOf(options.databaseUrl) : undefined;
  const child = spawn(tool, connection ? [...args, `--dbname=${connection.dbname}`] : args, {
    env: { ...process.env, ...connection?.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new BackupError(
        EXIT_CODES.failed,
        `${tool} was not found on PATH: install the PostgreSQL client tools (the server's major version or newer).`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    throw new BackupError(options.failure ?? EXIT_CODES.failed, `${tool} failed: ${errorLineOf(stderr)}`);
  }
  return stdout;
}

/** "pg_dump (PostgreSQL) 15.18", for the manifest. */
export async function postgresToolVersion(tool: Tool) {
  return (await runPostgresTool(tool, ['--version'])).trim();
}
