/** spec §1: fixed marketing copy, not user data. */
export type Testimonial = { name: string; business: string; quote: string; rating: number };

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maria Gonzalez',
    business: 'Taco Libre Food Truck',
    quote:
      'I used to keep my permits in a folder under the seat and hope for the best. Now I get a reminder months ahead and I have not paid a late fee since.',
    rating: 5,
  },
  {
    name: 'James Carter',
    business: 'Smokestack BBQ on Wheels',
    quote:
      'We work events in three counties. Seeing every health permit and fire inspection on one calendar saves me hours every month.',
    rating: 5,
  },
  {
    name: 'Priya Patel',
    business: 'Chai & Chaat Cart',
    quote:
      'An event organiser asked for proof of our permits on a Friday night. I sent the compliance report from my phone in two minutes.',
    rating: 5,
  },
];
