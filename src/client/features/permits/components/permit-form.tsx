import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PermitCategory, PermitFormValues } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import { categoryName, suggestCategory } from '@shared/domain/permit-categories';
import { DEFAULT_PROCESSING_DAYS } from '@shared/domain/renewal-urgency';
import { FormField } from '@client/components/form-field';
import { lazyResolver } from '@client/components/lazy-form-resolver';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { translateMarked } from '@client/lib/marked-message';
import { DocumentPicker } from './document-picker';
import { ScanPermit } from './scan-permit';
import { useScanMarks } from './use-scan-marks';

/**
 * What the screen's permit intelligence reads from the form and writes into it. The screen composes the two
 * (features do not import each other: docs/product/engineering.md#layout).
 */
export type PermitFormAssist = {
  /** The name, state and category name as entered now. */
  readQuery: () => { permitName: string; state: string; category: string };
  /** Puts a found link in the Renewal URL field, as if the owner had typed it. */
  fillRenewalLink: (url: string) => void;
};

type Props = {
  defaultValues: PermitFormValues;
  categories: PermitCategory[];
  /**
   * The vehicles a permit can be put on (none archived). 'Vehicle' shows only when there are some: a business
   * without vehicles works as it did (docs/product/fleet.md#permits-on-vehicles).
   */
  vehicles?: Pick<Vehicle, 'id' | 'name'>[];
  today: string;
  editing: boolean;
  storedDocumentName?: string | null;
  /** Why the document sent with the last save was refused (a PDF that does not open). */
  documentError?: string | null;
  pending: boolean;
  /** The owner started on the form (a field got the focus): the screen loads what saving needs. */
  onStart?: () => void;
  /** With the catalog entry a scan matched the permit's name to, if any. */
  onSubmit: (values: PermitFormValues, file: File | null, catalogEntryId?: string) => void;
  /**
   * 'Scan a Permit' above the fields (a new permit); `start`: the owner asked for it on the dashboard
   * (docs/product/permits.md#scanning-a-permit).
   */
  scan?: { start: boolean };
  /** Above the Renewal URL: the AI Renewal Link Discovery block (docs/product/screens.md#permit-setup). */
  linkFinder?: (assist: PermitFormAssist) => ReactNode;
  /** Under the Renewal URL field, given what it holds: where a found link comes from. */
  linkNote?: (renewalLink: string) => ReactNode;
  /** Under the place and category: 'Search Latest Requirements' (docs/product/screens.md#permit-setup). */
  requirementSearch?: (assist: PermitFormAssist) => ReactNode;
};

// The schema loads once the owner starts on the form, not with /permit-setup (docs/decisions/0025).
const resolver = lazyResolver<PermitFormValues>(async () => {
  const [{ zodResolver }, { permitFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/contracts/permits'),
  ]);
  return zodResolver(permitFormSchema);
});

const textareaClass =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring';

export function PermitForm({
  defaultValues,
  categories,
  vehicles = [],
  today,
  editing,
  storedDocumentName,
  documentError,
  pending,
  onStart,
  onSubmit,
  linkFinder,
  linkNote,
  requirementSearch,
  scan,
}: Props) {
  const { t, i18n } = useLingui();
  const form = useForm<PermitFormValues>({ resolver, defaultValues });
  const [file, setFile] = useState<File | null>(null);
  // A category given with the values (an edited permit, a catalog suggestion) is one the owner keeps.
  const [categoryTouched, setCategoryTouched] = useState(editing || defaultValues.categoryId !== '');
  const { errors } = form.formState;
  const scanned = useScanMarks(form);
  const nameField = form.register('name');
  const renewalLink = useWatch({ control: form.control, name: 'renewalLink' });

  const assist: PermitFormAssist = {
    readQuery: () => {
      const { name, state, categoryId } = form.getValues();
      const category = categories.find(({ id }) => String(id) === categoryId);
      return { permitName: name, state, category: category?.name ?? '' };
    },
    fillRenewalLink: (url) => form.setValue('renewalLink', url, { shouldDirty: true, shouldValidate: true }),
  };

  // Pre-selected from the name until the owner picks one (docs/product/permits.md#categories).
  const preselectCategory = (name: string) => {
    if (categoryTouched) return;
    const suggested = categories.find((category) => category.name === suggestCategory(name));
    form.setValue('categoryId', suggested ? String(suggested.id) : '');
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, file, scanned.catalogEntryId))}
      onFocus={() => {
        resolver.preload();
        onStart?.();
      }}
      // Any field the owner changes loses its scan's mark.
      onChange={(event) => scanned.unmark((event.target as Partial<HTMLInputElement>).name ?? '')}
    >
      <fieldset className="flex min-w-0 flex-col gap-4">
        {scan && (
          <ScanPermit
            startAtOnce={scan.start}
            onScanned={async (read, scannedFile) => {
              await scanned.fill(read);
              setFile(scannedFile);
              if (read.fields.categoryId) setCategoryTouched(true);
              else if (read.fields.name) preselectCategory(read.fields.name.value);
            }}
          />
        )}
        <FormField
          id="permit-name"
          label={t`License/Permit Name`}
          placeholder={t`e.g. Mobile Food Facility Permit`}
          error={errors.name?.message}
          note={scanned.note('name')}
          {...nameField}
          onBlur={(event) => {
            void nameField.onBlur(event);
            preselectCategory(event.target.value);
          }}
        />
        {vehicles.length > 0 && (
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor="vehicle">
              <Trans>Vehicle</Trans>
            </Label>
            <select id="vehicle" className={NATIVE_SELECT_CLASS} {...form.register('vehicleId')}>
              <option value="">{t`Whole business`}</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {/* Both optional; what an inspector asks for first (docs/product/permits.md#fields). */}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="permit-number"
            label={t`Permit number`}
            autoComplete="off"
            error={errors.permitNumber?.message}
            note={scanned.note('permitNumber')}
            {...form.register('permitNumber')}
          />
          <FormField
            id="issuing-agency"
            label={t`Issuing agency`}
            autoComplete="off"
            error={errors.issuingAgency?.message}
            note={scanned.note('issuingAgency')}
            {...form.register('issuingAgency')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Native date inputs with the form's limits (docs/product/permits.md#dates). */}
          <FormField
            id="issue-date"
            label={t`Issue/Start Date`}
            type="date"
            max={today}
            error={errors.issueDate?.message}
            note={scanned.note('issueDate')}
            {...form.register('issueDate')}
          />
          <FormField
            id="renewal-date"
            label={t`Renewal/Expiration Date`}
            type="date"
            min={editing ? undefined : today}
            error={errors.renewalDate?.message}
            note={scanned.note('renewalDate')}
            {...form.register('renewalDate')}
          />
        </div>
        <FormField
          id="cost"
          label={t`Cost/Fee ($)`}
          inputMode="decimal"
          placeholder="0.00"
          error={errors.cost?.message}
          note={scanned.note('cost')}
          {...form.register('cost')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id="city"
            label={t`City`}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register('city')}
          />
          <FormField
            id="state"
            label={t`State`}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register('state')}
          />
          <FormField
            id="county"
            label={t`County`}
            error={errors.county?.message}
            {...form.register('county')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor="category">
              <Trans>Category</Trans>
            </Label>
            <select
              id="category"
              // As wide as the form, not as its longest category's name.
              className="min-h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base"
              aria-describedby={scanned.note('categoryId') && 'category-note'}
              {...form.register('categoryId', { onChange: () => setCategoryTouched(true) })}
            >
              <option value="">{t`General`}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {categoryName(category.name, i18n)}
                </option>
              ))}
            </select>
            {scanned.note('categoryId') && <div id="category-note">{scanned.note('categoryId')}</div>}
          </div>
          <FormField
            id="processing-days"
            label={t`Processing time (days)`}
            inputMode="numeric"
            placeholder={String(DEFAULT_PROCESSING_DAYS)}
            hint={t`How long the agency usually takes to renew it`}
            error={errors.processingTimeDays?.message}
            {...form.register('processingTimeDays')}
          />
        </div>
        {requirementSearch?.(assist)}
        <DocumentPicker
          file={file}
          storedName={storedDocumentName}
          error={documentError}
          onChange={setFile}
        />
        {linkFinder?.(assist)}
        <div className="flex flex-col gap-2">
          <FormField
            id="renewal-link"
            label={t`Renewal URL`}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.renewalLink?.message}
            {...form.register('renewalLink')}
          />
          {linkNote?.(renewalLink)}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="notes">
            <Trans>Notes</Trans>
          </Label>
          <textarea id="notes" className={textareaClass} {...form.register('notes')} />
          {errors.notes && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {translateMarked(errors.notes.message ?? '')}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t`Saving...` : t`Save Permit`}
        </Button>
      </fieldset>
    </form>
  );
}
