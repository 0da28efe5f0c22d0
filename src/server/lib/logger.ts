import pino, { type Logger } from 'pino';
import type { Config } from '../env';

export type { Logger };

/** In production, log lines gather up to this many bytes before one write… */
const BUFFERED_BYTES = 4096;
/** …and wait at most this long, so that a quiet server's lines still show within a second. */
const FLUSH_EVERY_MS = 1000;

/**
 * In production the lines go to stdout in batches: one write per line was a system call per request, the
 * logger's largest cost in the API's profile (docs/decisions/0028). pino writes what is left when the process
 * exits; a process killed outright loses at most the last second.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFERED_BYTES });
  // With a callback, a stream already ended at exit answers with an error instead of throwing one.
  setInterval(() => destination.flush(() => {}), FLUSH_EVERY_MS).unref();
  return destination;
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction' | 'NODE_ENV'>): Logger {
  const pretty = !config.isProduction && config.NODE_ENV !== 'test' && process.stdout.isTTY;
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'permitpilot' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,service' } } } : {}),
  };
  return config.isProduction ? pino(options, bufferedStdout()) : pino(options);
}
