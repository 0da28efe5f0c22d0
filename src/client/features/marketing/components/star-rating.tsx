import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';

const MAXIMUM_RATING = 5;

/** Stars for the eye, one sentence for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  const maximum = MAXIMUM_RATING;
  return (
    <div role="img" aria-label={t`Rated ${rating} out of ${maximum}`} className="flex gap-0.5">
      {Array.from({ length: MAXIMUM_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-5 fill-amber-400 text-amber-500' : 'size-5 text-slate-300'}
        />
      ))}
    </div>
  );
}
