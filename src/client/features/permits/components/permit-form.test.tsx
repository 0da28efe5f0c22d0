import { render, screen, waitFor, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toPermitInput } from '@shared/contracts/permit-form-values';
import { permitFormSchema, type PermitCategory, type PermitFormValues } from '@shared/contracts/permits';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { PermitForm, type PermitFormAssist } from './permit-form';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';

// A fixed day: the form takes `today` from the screen, which reads the browser's clock.
const TODAY = '2026-11-22';
const CATEGORIES: PermitCategory[] = [
  { id: 1, name: 'Health', description: '' },
  { id: 2, name: 'Fire Safety', description: '' },
  { id: 3, name: 'Vehicle', description: '' },
];
/** Every field blank, as 'Add Your First Permit' opens the form. */
const EMPTY = Object.fromEntries(
  Object.keys(permitFormSchema.shape).map((name) => [name, '']),
) as PermitFormValues;

function renderForm(
  options: {
    editing?: boolean;
    defaultValues?: PermitFormValues;
    vehicles?: { id: string; name: string }[];
    pending?: boolean;
    /** The screen's permit intelligence around the form. */
    assist?: Pick<ComponentProps<typeof PermitForm>, 'linkFinder' | 'linkNote' | 'requirementSearch'>;
  } = {},
) {
  const onSubmit = vi.fn<(values: PermitFormValues, file: File | null) => void>();
  render(
    <>
      <PermitForm
        defaultValues={options.defaultValues ?? EMPTY}
        categories={CATEGORIES}
        vehicles={options.vehicles}
        today={TODAY}
        editing={options.editing ?? false}
        pending={options.pending ?? false}
        onSubmit={onSubmit}
        {...options.assist}
      />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  return {
    onSubmit,
    user,
    /** What the form submitted last, as the API body. */
    lastInput: () => toPermitInput(onSubmit.mock.lastCall![0]),
    /** Puts `typed` in the field, presses Save Permit and gives the field's error (null when none). */
    saveWith: async (label: string, typed: string) => {
      await user.clear(field(label));
      await user.type(field(label), typed);
      await user.click(save());
      return errorOf(label);
    },
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** The error shown under a field, tied to it with aria-describedby. */
const errorOf = (label: string) => {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  const error = describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
};
const save = () => screen.getByRole('button', { name: 'Save Permit' });

/** Fills every required field with a valid value, for tests of one rule at a time. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('License/Permit Name'), 'Mobile Food Facility Permit');
  await user.type(field('Issue/Start Date'), '2026-01-15');
  await user.type(field('Renewal/Expiration Date'), '2027-01-15');
  await user.type(field('Cost/Fee ($)'), '425.50');
}

describe('the permit form', () => {
  it("names each missing required field with the product's text, and submits nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(save());
    // The form's schema loads with its first check (docs/decisions/0025).
    await waitFor(() => expect(errorOf('License/Permit Name')).toBe('Permit name is required'));
    expect(errorOf('Issue/Start Date')).toBe('Start date is required');
    expect(errorOf('Renewal/Expiration Date')).toBe('Renewal date is required');
    expect(errorOf('Cost/Fee ($)')).toBe('Cost is required');
    for (const label of [
      'License/Permit Name',
      'Issue/Start Date',
      'Renewal/Expiration Date',
      'Cost/Fee ($)',
    ]) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    // The optional fields are not required.
    for (const label of ['City', 'State', 'County', 'Renewal URL', 'Processing time (days)']) {
      expect(errorOf(label), label).toBeNull();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers start dates up to today and renewal dates from today, and any renewal date when editing', () => {
    renderForm();
    expect(field('Issue/Start Date').getAttribute('max')).toBe(TODAY);
    expect(field('Renewal/Expiration Date').getAttribute('min')).toBe(TODAY);
    expect(field('Issue/Start Date').getAttribute('min')).toBeNull();
  });

  it('lets an edited permit keep a renewal date in the past', () => {
    renderForm({ editing: true });
    expect(field('Renewal/Expiration Date').getAttribute('min')).toBeNull();
    expect(field('Issue/Start Date').getAttribute('max')).toBe(TODAY);
  });

  it('refuses a renewal date before the start date, and takes the same day', async () => {
    const { onSubmit, user, saveWith } = renderForm();
    await fillRequired(user);
    expect(await saveWith('Renewal/Expiration Date', '2026-01-14')).toBe(
      'The renewal date cannot be before the start date',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await saveWith('Renewal/Expiration Date', '2026-01-15')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the cost as dollars and cents, with or without $ and thousands commas', async () => {
    const { onSubmit, user, saveWith, lastInput } = renderForm();
    await fillRequired(user);
    for (const refused of ['twelve', '12.345', '-5', '1 000']) {
      expect(await saveWith('Cost/Fee ($)', refused), refused).toBe(
        'Enter the cost as a number, e.g. 125.00',
      );
    }
    expect(onSubmit).not.toHaveBeenCalled();
    for (const [typed, dollars] of [
      ['$1,250.50', 1250.5],
      ['0', 0],
      ['75', 75],
    ] as const) {
      expect(await saveWith('Cost/Fee ($)', typed), typed).toBeNull();
      expect(lastInput().cost, typed).toBe(dollars);
    }
  });

  it('takes a processing time of 1 to 730 days, or none', async () => {
    const { onSubmit, user, saveWith, lastInput } = renderForm();
    await fillRequired(user);
    for (const refused of ['0', '731', '2.5', 'ten']) {
      expect(await saveWith('Processing time (days)', refused), refused).toBe('Enter between 1 and 730 days');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    for (const accepted of ['1', '730']) {
      expect(await saveWith('Processing time (days)', accepted), accepted).toBeNull();
      expect(lastInput().processingTimeDays).toBe(Number(accepted));
    }
  });

  it('takes a permit number and an issuing agency of up to 100 characters, or none', async () => {
    const { onSubmit, user, saveWith, lastInput } = renderForm();
    await fillRequired(user);
    await user.click(save());
    expect(lastInput()).toMatchObject({ permitNumber: '', issuingAgency: '' });
    expect(await saveWith('Permit number', '7'.repeat(101))).toBe(
      'Permit number must be at most 100 characters',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await saveWith('Permit number', 'MFF-2026-0042')).toBeNull();
    expect(await saveWith('Issuing agency', 'A'.repeat(101))).toBe(
      'Issuing agency must be at most 100 characters',
    );
    expect(await saveWith('Issuing agency', 'Alameda County Environmental Health')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('takes an http(s) renewal URL only', async () => {
    const { onSubmit, user, saveWith } = renderForm();
    await fillRequired(user);
    for (const refused of ['not a link', 'javascript:alert(1)', 'ftp://example.com/renew']) {
      expect(await saveWith('Renewal URL', refused), refused).toBe('Please enter a valid URL');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await saveWith('Renewal URL', 'https://www.acgov.org/aceh/food/')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('pre-selects the category the name suggests until the owner picks one', async () => {
    const { user } = renderForm();
    const category = field('Category') as HTMLSelectElement;
    const chosen = () => CATEGORIES.find(({ id }) => String(id) === category.value)?.name ?? 'General';
    await user.type(field('License/Permit Name'), 'Propane Tank Inspection');
    await user.tab();
    expect(chosen()).toBe('Fire Safety');

    await user.clear(field('License/Permit Name'));
    await user.type(field('License/Permit Name'), 'Catering Agreement');
    await user.tab();
    expect(chosen()).toBe('General');

    await user.selectOptions(category, 'Vehicle');
    await user.clear(field('License/Permit Name'));
    await user.type(field('License/Permit Name'), 'Health Permit');
    await user.tab();
    expect(chosen()).toBe('Vehicle');
  });

  it('submits what the owner typed, and the chosen document', async () => {
    const { onSubmit, user, lastInput } = renderForm();
    await fillRequired(user);
    await user.type(field('City'), 'Oakland');
    await user.type(field('State'), 'California');
    await user.type(field('County'), 'Alameda');
    await user.type(field('Permit number'), 'MFF-2026-0042');
    await user.type(field('Issuing agency'), 'Alameda County Environmental Health');
    await user.type(field('Processing time (days)'), '20');
    await user.type(field('Renewal URL'), 'https://www.acgov.org/aceh/food/');
    await user.type(field('Notes'), 'Inspection in the spring');
    const pdf = new File([ONE_PAGE_PDF], 'health-permit.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Permit document (optional)'), pdf);
    expect(await screen.findByText('health-permit.pdf')).toBeInTheDocument();
    await user.click(save());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.lastCall![1]).toBe(pdf);
    expect(lastInput()).toEqual({
      name: 'Mobile Food Facility Permit',
      issueDate: '2026-01-15',
      renewalDate: '2027-01-15',
      cost: 425.5,
      city: 'Oakland',
      state: 'California',
      county: 'Alameda',
      notes: 'Inspection in the spring',
      permitNumber: 'MFF-2026-0042',
      issuingAgency: 'Alameda County Environmental Health',
      renewalLink: 'https://www.acgov.org/aceh/food/',
      // 'Mobile Food Facility' suggests Health.
      categoryId: 1,
      processingTimeDays: 20,
      // No vehicles, no 'Vehicle': the whole business's (docs/product/fleet.md#permits-on-vehicles).
      vehicleId: null,
    });
    expect(screen.queryByLabelText('Vehicle')).toBeNull();
  });

  it("puts the permit on the vehicle chosen under 'Vehicle', or on the whole business", async () => {
    const { user, lastInput } = renderForm({
      vehicles: [
        { id: 'truck-1', name: 'Truck 1' },
        { id: 'truck-2', name: 'Truck 2' },
      ],
    });
    await fillRequired(user);
    const vehicle = field('Vehicle') as HTMLSelectElement;
    expect([...vehicle.options].map((option) => option.text)).toEqual([
      'Whole business',
      'Truck 1',
      'Truck 2',
    ]);
    await user.click(save());
    await waitFor(() => expect(lastInput().vehicleId).toBeNull());
    await user.selectOptions(vehicle, 'Truck 2');
    await user.click(save());
    await waitFor(() => expect(lastInput().vehicleId).toBe('truck-2'));
  });

  it('refuses a document that is not a PDF or an image, or is over 10 MB, with the toast', async () => {
    const { onSubmit } = renderForm();
    // The phone's picker can offer any file ('All files'): the form checks what it gets.
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Permit document (optional)');
    await user.upload(picker, new File(['not a permit'], 'notes.txt', { type: 'text/plain' }));
    const invalid = await screen.findByText('Invalid file type');
    expect(
      within(invalid.closest('li')!).getByText('Please upload a PDF or image file.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).toBeNull();

    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(picker, large);
    const tooLarge = await screen.findByText('File too large');
    expect(
      within(tooLarge.closest('li')!).getByText('The file is 10.0 MB; the limit is 10 MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('scan.pdf')).toBeNull();

    await fillRequired(user);
    await user.click(save());
    expect(onSubmit.mock.lastCall![1]).toBeNull();
  });

  it('cannot be sent twice while saving', () => {
    renderForm({ pending: true });
    const button = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('keeps a category given with the values, whatever the name suggests', async () => {
    const { user } = renderForm({ defaultValues: { ...EMPTY, name: "Seller's Permit", categoryId: '1' } });
    const category = field('Category') as HTMLSelectElement;
    expect(category.value).toBe('1');
    await user.clear(field('License/Permit Name'));
    await user.type(field('License/Permit Name'), 'Propane Tank Inspection');
    await user.tab();
    expect(category.value).toBe('1');
  });

  it("lets the screen's permit intelligence read the permit and fill the renewal URL", async () => {
    const read: ReturnType<PermitFormAssist['readQuery']>[] = [];
    const { user } = renderForm({
      assist: {
        requirementSearch: ({ readQuery }) => (
          <button type="button" onClick={() => read.push(readQuery())}>
            Search
          </button>
        ),
        linkFinder: ({ fillRenewalLink }) => (
          <>
            <button type="button" onClick={() => fillRenewalLink('https://www.cdtfa.ca.gov/')}>
              Find
            </button>
            <button type="button" onClick={() => fillRenewalLink('not a link')}>
              Find badly
            </button>
          </>
        ),
        linkNote: (renewalLink) => <p>{`Note on "${renewalLink}"`}</p>,
      },
    });
    await user.type(field('License/Permit Name'), 'Propane Tank Inspection');
    await user.type(field('State'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The name suggested Fire Safety when the owner left the field: the category goes by its name.
    expect(read).toEqual([{ permitName: 'Propane Tank Inspection', state: 'CA', category: 'Fire Safety' }]);
    expect(screen.getByText('Note on ""')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect((field('Renewal URL') as HTMLInputElement).value).toBe('https://www.cdtfa.ca.gov/');
    expect(screen.getByText('Note on "https://www.cdtfa.ca.gov/"')).toBeInTheDocument();
    // A filled link is checked at once, as a typed one is on save.
    await user.click(screen.getByRole('button', { name: 'Find badly' }));
    expect(errorOf('Renewal URL')).toBe('Please enter a valid URL');
  });
});
