import { Trans, useLingui } from '@lingui/react/macro';

/** What the highlighted days mean (the same styles as renewal-day-picker.tsx). */
export function CalendarLegend() {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t`Legend`}>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-5 rounded-md border-2 border-transparent bg-red-100" />
        <Trans>Renewal date</Trans>
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="size-5 rounded-md border-2 border-dashed border-blue-700" />
        <Trans>Recommended start date</Trans>
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-5 items-end justify-center rounded-md border-2 border-transparent pb-0.5"
        >
          <span className="size-1.5 rounded-full bg-amber-600" />
        </span>
        <Trans>Deadline</Trans>
      </li>
    </ul>
  );
}
