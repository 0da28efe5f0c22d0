import robotsParser from 'robots-parser';
import type { FetchFailureReason } from './fetch-failure';

export const ROBOTS_MAX_BYTES = 500 * 1024;
const ROBOTS_CACHE_MS = 24 * 60 * 60 * 1000;
const ROBOTS_CACHE_ORIGINS = 1_000;

type Robots = ReturnType<typeof robotsParser>;
const robotsCache = new Map<string, { robots: Robots | null; expiresAt: number }>();

/** How robots.txt was answered: fetched by the caller, through the same guards as any page. */
export type RobotsAnswer =
  { kind: 'body'; body: string } | { kind: 'unchanged' } | { kind: 'failed'; reason: FetchFailureReason };

/**
 * Whether robots.txt of the target's origin lets us fetch it. A missing or failing robots.txt allows everything;
 * an answer (even an error status) is kept a day, a timeout or network failure is tried again next time.
 */
export async function robotsAllow(
  target: URL,
  userAgent: string,
  getRobotsTxt: (url: string) => Promise<RobotsAnswer>,
): Promise<boolean> {
  const cached = robotsCache.get(target.origin);
  let robots = cached && cached.expiresAt > Date.now() ? cached.robots : undefined;
  if (robots === undefined) {
    const robotsUrl = `${target.origin}/robots.txt`;
    const answer = await getRobotsTxt(robotsUrl);
    robots = answer.kind === 'body' ? robotsParser(robotsUrl, answer.body) : null;
    if (answer.kind === 'body' || (answer.kind === 'failed' && answer.reason === 'http-error')) {
      robotsCache.delete(target.origin);
      if (robotsCache.size >= ROBOTS_CACHE_ORIGINS) robotsCache.delete(robotsCache.keys().next().value ?? '');
      robotsCache.set(target.origin, { robots, expiresAt: Date.now() + ROBOTS_CACHE_MS });
    }
  }
  // robots.txt groups are named by the product token ('PermitPilot'), not the whole User-Agent.
  const token = userAgent.split(/[\s/]/)[0] ?? '*';
  return robots?.isAllowed(target.href, token) !== false;
}
