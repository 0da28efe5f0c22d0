import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../env';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { BackupError, EXIT_CODES } from './backup-error';

/** The command line of an operator script: one file, and --force where it is allowed. */
export function parseCommandLine(usage: string, options: { allowForce: boolean }) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: options.allowForce ? { force: { type: 'boolean', default: false } } : {},
    });
    if (positionals.length !== 1) throw new Error('give exactly one archive file');
    return { file: positionals[0]!, force: (values as { force?: boolean }).force === true };
  } catch (error) {
    throw new BackupError(EXIT_CODES.usage, `${(error as Error).message}. Usage: ${usage}`);
  }
}

/** The server's own configuration (DATA_DIR, DATABASE_URL), from .env and the environment. */
export function readConfig(): Config {
  loadDotEnv();
  return loadConfig();
}

/**
 * Runs `npm run backup` or `npm run restore`: one line on stdout when it worked; one line on stderr and the
 * exit code of EXIT_CODES when it did not, with a stack trace only for the unexpected.
 */
export async function runOperatorCommand(name: 'backup' | 'restore', run: () => Promise<string>) {
  let code: number = EXIT_CODES.ok;
  try {
    process.stdout.write(`${await run()}\n`);
  } catch (error) {
    if (error instanceof BackupError) {
      code = error.exitCode;
      process.stderr.write(
        `${name} ${code === EXIT_CODES.refused ? 'refused' : 'failed'}: ${error.message}\n`,
      );
    } else if (error instanceof ConfigError) {
      code = EXIT_CODES.usage;
      process.stderr.write(`${name} failed: ${error.message.replace(/\n\s*/g, ' ')}\n`);
    } else if (error instanceof DataDirLockedError) {
      code = EXIT_CODES.refused;
      process.stderr.write(`${name} refused: ${error.message}\n`);
    } else {
      code = EXIT_CODES.failed;
      console.error(`${name} failed unexpectedly:`, error);
    }
  }
  // PGlite and pg may keep handles open a moment longer; the command is over either way.
  process.exit(code);
}
