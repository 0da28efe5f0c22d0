import { BUSINESS_TEMPLATES } from './templates-business';
import { FIRE_TEMPLATES } from './templates-fire';
import { HEALTH_TEMPLATES } from './templates-health';
import type { PermitLayout } from './layout';
import type { Random } from './random';
import { SPANISH_TEMPLATES } from './templates-spanish';

/** A kind of permit document: its layout and wording, with values drawn from the random source. */
export type Template = { id: string; build: (random: Random) => PermitLayout };

export const TEMPLATES: Template[] = [
  ...HEALTH_TEMPLATES,
  ...BUSINESS_TEMPLATES,
  ...FIRE_TEMPLATES,
  ...SPANISH_TEMPLATES,
];
