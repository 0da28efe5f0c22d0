import { z } from 'zod';
import { idSchema } from './ids';

/*
 * The requirement monitor's API (docs/product/intelligence.md#requirement-monitor, docs/decisions/0021). Pro.
 */

/** A requirement change, as one business sees it (docs/product/intelligence.md#requirement-changes). */
export const requirementChangeSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'verified', 'dismissed']),
  detectedAt: z.string(),
  effectiveDate: z.string().nullable(),
  changeDescription: z.string(),
  /** 0 to 1; the badges: High ≥ 0.8, Medium ≥ 0.6, Low below (docs/product/intelligence.md#confidence). */
  aiConfidence: z.number(),
  category: z.object({ name: z.string(), description: z.string() }).nullable(),
  state: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The page that changed, and the lines that did ('+ …' added, '- …' removed). */
  sourceUrl: z.string(),
  excerpt: z.string(),
  /** Who wrote the description and the confidence: the diff's rules or the AI provider (docs/decisions/0022). */
  describedBy: z.enum(['diff', 'ai']),
});
export type RequirementChange = z.infer<typeof requirementChangeSchema>;

/** A page the monitor watches for the business, with how its last check went. */
export const monitoredSourceSchema = z.object({
  url: z.string(),
  /** The agency that publishes it, as the catalog names it; null for a permit's own link of no catalog entry. */
  agency: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /**
   * 'ok' when the page was read (changed or not); otherwise why it could not be. Only the reason: what the
   * fetch met (a DNS answer, an address of our network) stays in the server's log (docs/decisions/0021).
   */
  outcome: z.enum([
    'ok',
    'blocked-address',
    'robots',
    'not-html',
    'too-large',
    'timeout',
    'tls',
    'http-error',
    'network',
    'too-many-redirects',
    'invalid-url',
    // Read, but the part the catalog watches on it is not there (docs/product/intelligence.md#requirement-changes).
    'region-missing',
  ]),
});
export type MonitoredSource = z.infer<typeof monitoredSourceSchema>;

/**
 * Up to 10 pending changes, newest first (docs/product/intelligence.md#requirement-changes); and the
 * business's sources that could not be read.
 */
export const requirementChangeListSchema = z.object({
  changes: z.array(requirementChangeSchema),
  failingSources: z.array(monitoredSourceSchema),
});
export type RequirementChangeList = z.infer<typeof requirementChangeListSchema>;

export const requirementChangeIdParamsSchema = z.object({
  id: idSchema(/*i18n*/ 'No such requirement change', 'uuid'),
});

/** requirement-monitor: no body → changesDetected (docs/product/api.md#calls-and-endpoints). */
export const runMonitorResponseSchema = z.object({ changesDetected: z.number().int() });

/** The dashboard lists up to 10 pending changes (docs/product/intelligence.md#requirement-changes). */
export const PENDING_CHANGES_SHOWN = 10;

/** 'Run monitoring' at most once per this many seconds per business (docs/decisions/0021). */
export const MONITOR_RUN_SECONDS = 10;

export const MONITOR_MESSAGES = {
  proRequired:
    /*i18n*/ 'Requirement monitoring is part of the Pro plan. Upgrade to Pro to watch your permits’ pages.',
  /** With `{ seconds: MONITOR_RUN_SECONDS }`. */
  tooSoon: /*i18n*/ 'Monitoring just ran. Try again in {seconds} seconds.',
} as const;
