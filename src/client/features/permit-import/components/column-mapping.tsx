import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportColumn, ImportMapping } from '@shared/contracts/permit-import';
import { IMPORT_FIELDS, type ImportField } from '@shared/domain/import-fields';
import { Tick } from '@client/components/tick';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { IMPORT_FIELD_LABELS } from '../import-fields';

type Props = {
  columns: readonly ImportColumn[];
  mapping: ImportMapping;
  dayFirst: boolean;
  onMappingChange: (mapping: ImportMapping) => void;
  onDayFirstChange: (dayFirst: boolean) => void;
};

/** Empty: the column is left out. */
const LEFT_OUT = '';

/**
 * Each column of the file with the field it holds, as guessed, for the owner to correct
 * (docs/product/permits.md#importing-a-spreadsheet). A field goes to one column: choosing it for another
 * takes it from the first.
 */
export function ColumnMapping({ columns, mapping, dayFirst, onMappingChange, onDayFirstChange }: Props) {
  const { t, i18n } = useLingui();
  const choose = (index: number, value: string) => {
    const field = value === LEFT_OUT ? null : (value as ImportField);
    onMappingChange(
      mapping.map((current, other) => (other === index ? field : current === field ? null : current)),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {columns.map((column, index) => {
          const id = `import-column-${index}`;
          const { sample } = column;
          const number = index + 1;
          return (
            <li key={id} className="flex flex-col gap-1.5 rounded-md border p-3">
              <Label htmlFor={id} className="break-words">
                {column.header || t`Column ${number}`}
              </Label>
              {sample !== null && (
                <p id={`${id}-sample`} className="truncate text-sm text-muted-foreground">
                  {t`For example: ${sample}`}
                </p>
              )}
              <select
                id={id}
                className={NATIVE_SELECT_CLASS}
                value={mapping[index] ?? LEFT_OUT}
                aria-describedby={sample !== null ? `${id}-sample` : undefined}
                onChange={(event) => choose(index, event.target.value)}
              >
                <option value={LEFT_OUT}>{t`Leave out`}</option>
                {IMPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {i18n._(IMPORT_FIELD_LABELS[field])}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <Tick checked={dayFirst} onChange={(event) => onDayFirstChange(event.target.checked)}>
        <Trans>Dates are day first (14/03/2027)</Trans>
      </Tick>
      {!mapping.includes('name') && (
        <p role="alert" className="text-sm font-medium text-destructive">
          <Trans>Choose the column that holds each permit’s name.</Trans>
        </p>
      )}
    </div>
  );
}
