import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BellRing, CalendarDays, FolderOpen, type LucideIcon } from 'lucide-react';

export type Feature = { title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon };

// One place, reminders 90/30/7 days, a compliance calendar (docs/product/screens.md#landing-page).
export const features: readonly Feature[] = [
  {
    title: msg`All Permits in One Place`,
    description: msg`Keep every permit and licence together with its renewal date, fee, issuing city, county and state, and a copy of the document for inspectors.`,
    icon: FolderOpen,
  },
  {
    title: msg`Reminders Before Every Renewal`,
    description: msg`Get reminders 90, 30 and 7 days before expiry, so there is always time to gather paperwork and book an inspection.`,
    icon: BellRing,
  },
  {
    title: msg`Compliance Calendar`,
    description: msg`See every deadline and inspection on one calendar and know what is due before you commit to your next event or location.`,
    icon: CalendarDays,
  },
];
