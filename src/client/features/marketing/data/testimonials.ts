import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Fixed marketing copy, not user data (docs/product/screens.md#landing-page). The people and their businesses
 * keep their names.
 */
export type Testimonial = {
  name: string;
  business: MessageDescriptor;
  quote: MessageDescriptor;
  rating: number;
};

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maria Gonzalez',
    business: msg({ message: 'Taco Libre Food Truck', comment: 'A business name: keep it as written' }),
    quote: msg`I used to keep my permits in a folder under the seat and hope for the best. Now I get a reminder months ahead and I have not paid a late fee since.`,
    rating: 5,
  },
  {
    name: 'James Carter',
    business: msg({ message: 'Smokestack BBQ on Wheels', comment: 'A business name: keep it as written' }),
    quote: msg`We work events in three counties. Seeing every health permit and fire inspection on one calendar saves me hours every month.`,
    rating: 5,
  },
  {
    name: 'Priya Patel',
    business: msg({ message: 'Chai & Chaat Cart', comment: 'A business name: keep it as written' }),
    quote: msg`An event organiser asked for proof of our permits on a Friday night. I sent the compliance report from my phone in two minutes.`,
    rating: 5,
  },
];
