import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent } from '@client/components/ui/card';
import { testimonials } from '../data/testimonials';
import { StarRating } from './star-rating';

export function TestimonialsSection() {
  const { i18n } = useLingui();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-4 bg-muted px-4 py-16"
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="testimonials-heading"
          className="mb-10 text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          <Trans>Loved by food truck owners</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Card className="h-full">
                <CardContent className="pt-5 sm:pt-6">
                  <figure className="flex h-full flex-col gap-4">
                    <StarRating rating={testimonial.rating} />
                    <blockquote className="flex-1 text-foreground">
                      <p>“{i18n._(testimonial.quote)}”</p>
                    </blockquote>
                    <figcaption className="flex flex-col">
                      <span className="font-semibold">{testimonial.name}</span>
                      <span className="text-sm text-muted-foreground">{i18n._(testimonial.business)}</span>
                    </figcaption>
                  </figure>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
