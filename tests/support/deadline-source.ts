import { loadCatalog } from '@server/catalog/catalog';
import { eventDeadlineSource } from '@server/features/events/event-deadlines';

/** The deadlines as the app hands them to the reminders and the calendars, on the repository's catalog. */
export const deadlineSource = eventDeadlineSource(() => loadCatalog());
