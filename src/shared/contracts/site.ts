import { z } from 'zod';

/** Public facts the static pages show, configured by the operator. */
export const siteInfoSchema = z.object({
  supportEmail: z.email(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
