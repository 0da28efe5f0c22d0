import pino, { type Logger } from 'pino';
import type { Config } from '../env';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction' | 'NODE_ENV'>): Logger {
  const pretty = !config.isProduction && config.NODE_ENV !== 'test' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'permitpilot' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,service' } } } : {}),
  });
}
