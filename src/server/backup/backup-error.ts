/**
 * The exit codes of `npm run backup` and `npm run restore` (README 'Backups'): scripts and cron jobs can tell
 * a refusal that needs the operator from a damaged archive or a failure.
 */
export const EXIT_CODES = {
  ok: 0,
  /** Something failed on the way (a database or pg_dump error, a full disk). */
  failed: 1,
  /** The command line or the configuration is wrong. */
  usage: 2,
  /** Refused to overwrite: a non-empty target without --force, or a DATA_DIR in use by a server. */
  refused: 3,
  /** The archive cannot be restored: corrupt, truncated, a failing checksum, or from a newer schema. */
  badArchive: 4,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** An expected failure: one line for the operator and an exit code, never a stack trace. */
export class BackupError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
  }
}
