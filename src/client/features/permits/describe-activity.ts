import { t } from '@lingui/core/macro';
import type { ActivityChange, ActivityEvent } from '@shared/contracts/activity';
import { changeText, formatWhen, SYSTEM_ACTOR } from '@shared/domain/activity-text';
import { i18n } from '@client/lib/i18n';

/*
 * A permit's history in words (docs/decisions/0018). The fields and values read as on the team screen's
 * activity log (shared/domain/activity-text.ts); only the sentence is the permit's own ('edited this permit').
 */

/** What the actor did to the permit the dialog is about, in the page's language (called at render time). */
function whatWasDone(event: ActivityEvent) {
  switch (event.action) {
    case 'permit.created':
      return t`added this permit`;
    case 'permit.updated':
      return t`edited this permit`;
    case 'permit.renewed':
      return t`renewed this permit`;
    case 'permit.deleted':
      return t`deleted this permit`;
    case 'document.uploaded':
      return event.changes.some((change) => change.field === 'document' && change.before)
        ? t`replaced the document`
        : t`uploaded a document`;
    case 'document.removed':
      return t`removed the document`;
    // Its inspections (docs/product/events.md#inspections).
    case 'inspection.added':
      return t`added an inspection`;
    case 'inspection.updated':
      return t`edited an inspection`;
    case 'inspection.deleted':
      return t`deleted an inspection`;
    case 'inspection.report_uploaded':
      return t`uploaded an inspection report`;
    case 'inspection.report_removed':
      return t`removed an inspection report`;
    default: {
      // The log records team and plan changes too; none names a permit today.
      const action = event.action;
      return t`made a change (${action})`;
    }
  }
}

/** 'Cost: $400.00 → $425.50', in the page's language (called at render time). */
export const describeChange = (change: ActivityChange) => changeText(change, i18n);

/** Who did it (by e-mail; the system as PermitPilot) and what. */
export function describeActivity(event: ActivityEvent) {
  return { who: event.actorEmail ?? SYSTEM_ACTOR, what: whatWasDone(event) };
}

/** When, in the reader's time zone and the page's language: 'Jun 3, 2026, 4:05 PM'. */
export const formatActivityTime = (iso: string) => formatWhen(iso, i18n);
