import { render, screen, waitFor, within } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PermitScan } from '@shared/contracts/permit-scan';
import { toPermitInput } from '@shared/contracts/permit-form-values';
import { permitFormSchema, type PermitCategory, type PermitFormValues } from '@shared/contracts/permits';
import { Toaster } from '@client/components/ui/sonner-toaster';
import { interceptHttp } from '@tests/support/http-mocks';
import { ONE_PAGE_PDF } from '@tests/support/pdf-files';
import { PermitForm } from './permit-form';

/* 'Scan a Permit' on the permit form (docs/product/permits.md#scanning-a-permit), the server answered by msw. */

const server = interceptHttp();

const TODAY = '2026-11-22';
const CATEGORIES: PermitCategory[] = [
  { id: 1, name: 'Health', description: '' },
  { id: 2, name: 'Fire Safety', description: '' },
];
const EMPTY = Object.fromEntries(
  Object.keys(permitFormSchema.shape).map((name) => [name, '']),
) as PermitFormValues;

const WON_OVER = "Chosen over 01/31/2027 ('Valid through'): the later expiry date wins.";
/** What the route answers for Alameda County's health permit: the cost filled by the AI provider. */
const SCAN: PermitScan = {
  method: 'ocr',
  fields: {
    name: { value: 'Mobile Food Facility Health Permit', source: 'document', note: null },
    categoryId: { value: 1, source: 'document', note: null },
    catalogEntryId: { value: 'ca-alameda-mobile-food-facility', source: 'document', note: null },
    permitNumber: { value: 'PT0012345', source: 'document', note: null },
    issuingAgency: { value: 'Alameda County Environmental Health', source: 'document', note: null },
    issueDate: { value: '2026-07-01', source: 'document', note: null },
    renewalDate: { value: '2027-06-30', source: 'document', note: WON_OVER },
    cost: { value: 425.5, source: 'ai', note: null },
  },
};
const READ = 'Read from your document — check it';
const BY_AI = 'Filled in by AI from your document — check it';

/** The files the route was sent, in order. */
let sent: File[];
/** POST /api/permit-scans answers `answer` (a scan, or a refusal's status and envelope) once `gate` opens. */
function scanRoute(
  answer: PermitScan | { status: number; code: string; message: string },
  gate: Promise<void> = Promise.resolve(),
) {
  sent = [];
  server.use(
    http.post('*/api/permit-scans', async ({ request }) => {
      sent.push((await request.formData()).get('file') as File);
      await gate;
      return 'status' in answer
        ? HttpResponse.json(
            { error: { code: answer.code, message: answer.message } },
            { status: answer.status, headers: answer.status === 503 ? { 'Retry-After': '5' } : {} },
          )
        : HttpResponse.json(answer);
    }),
  );
}

function renderForm() {
  const onSubmit = vi.fn<(values: PermitFormValues, file: File | null, catalogEntryId?: string) => void>();
  render(
    <>
      <PermitForm
        defaultValues={EMPTY}
        categories={CATEGORIES}
        today={TODAY}
        editing={false}
        pending={false}
        onSubmit={onSubmit}
        scan={{ start: false }}
      />
      <Toaster />
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const scanButton = () => screen.getByLabelText('Scan a Permit') as HTMLInputElement;
/** The texts tied to a field with aria-describedby: its hint, its mark and note, its error. */
const describedBy = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
const photo = () => new File([ONE_PAGE_PDF], 'health-permit.pdf', { type: 'application/pdf' });

const SCANNED_FIELDS = [
  ['License/Permit Name', 'Mobile Food Facility Health Permit', READ],
  ['Category', '1', READ],
  ['Permit number', 'PT0012345', READ],
  ['Issuing agency', 'Alameda County Environmental Health', READ],
  ['Issue/Start Date', '2026-07-01', READ],
  ['Renewal/Expiration Date', '2027-06-30', READ + WON_OVER],
  ['Cost/Fee ($)', '425.50', BY_AI],
] as const;

describe("'Scan a Permit' on the permit form", () => {
  it('fills each field read and marks it, the AI-filled cost as such, with the note under its field', async () => {
    scanRoute(SCAN);
    const { user } = renderForm();
    await user.upload(scanButton(), photo());

    expect(await screen.findByText(WON_OVER)).toBeInTheDocument();
    for (const [label, value, mark] of SCANNED_FIELDS) {
      expect(field(label).value, label).toBe(value);
      expect(describedBy(label), label).toEqual([mark]);
    }
    // What the scan did not read stays as it was, unmarked.
    expect(field('City').value).toBe('');
    expect(field('City').getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The form is filled in from your document. Check each marked field.',
    );
    expect(sent.map((file) => file.name)).toEqual(['health-permit.pdf']);
  });

  it("takes a field's mark away when the owner changes it, and leaves the others", async () => {
    scanRoute(SCAN);
    const { user } = renderForm();
    await user.upload(scanButton(), photo());
    await screen.findByText(WON_OVER);

    await user.type(field('Permit number'), '-A');
    expect(describedBy('Permit number')).toEqual([]);
    await user.clear(field('Renewal/Expiration Date'));
    await user.type(field('Renewal/Expiration Date'), '2027-01-31');
    expect(describedBy('Renewal/Expiration Date')).toEqual([]);
    expect(screen.queryByText(WON_OVER)).toBeNull();
    await user.selectOptions(field('Category'), 'Fire Safety');
    expect(describedBy('Category')).toEqual([]);
    expect(describedBy('License/Permit Name')).toEqual([READ]);
    expect(describedBy('Cost/Fee ($)')).toEqual([BY_AI]);
  });

  it('makes the scanned file the document the form saves, with the catalog entry the name matched', async () => {
    scanRoute(SCAN);
    const { user, onSubmit } = renderForm();
    const scanned = photo();
    await user.upload(scanButton(), scanned);
    await screen.findByText(WON_OVER);
    // The document picker shows it as the chosen document, removable as any other.
    expect(await screen.findByText('health-permit.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove health-permit.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Permit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, file, catalogEntryId] = onSubmit.mock.lastCall!;
    expect(file).toBe(scanned);
    expect(catalogEntryId).toBe('ca-alameda-mobile-food-facility');
    expect(toPermitInput(values)).toMatchObject({
      name: 'Mobile Food Facility Health Permit',
      categoryId: 1,
      permitNumber: 'PT0012345',
      issuingAgency: 'Alameda County Environmental Health',
      issueDate: '2026-07-01',
      renewalDate: '2027-06-30',
      cost: 425.5,
    });
  });

  it.each([
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Only a photo (JPEG, PNG, HEIC, WebP) or a PDF can be read.'],
    [422, 'NOT_A_PERMIT', 'Could not read the document: it does not look like a permit.'],
    [429, 'RATE_LIMITED', 'Too many permits were read for this business. Try again in an hour.'],
    [503, 'BUSY', 'Permits are being read for others right now. Try again in a moment.'],
  ])(
    'leaves the form as it was when the server answers %i %s, and says why',
    async (status, code, message) => {
      scanRoute({ status, code, message });
      const { user } = renderForm();
      await user.type(field('License/Permit Name'), 'Seller’s Permit');
      await user.type(field('Permit number'), 'SR-1');
      const before = Object.fromEntries(
        [
          'License/Permit Name',
          'Permit number',
          'Issue/Start Date',
          'Renewal/Expiration Date',
          'Cost/Fee ($)',
        ].map((label) => [label, field(label).value]),
      );
      await user.upload(scanButton(), photo());

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Could not read the document')).toBeInTheDocument();
      // The server's reason, without the heading it starts with.
      const reason = message.replace('Could not read the document: it', 'It');
      expect(within(alert).getByText(reason)).toBeInTheDocument();
      for (const [label, value] of Object.entries(before)) {
        expect(field(label).value, label).toBe(value);
        expect(field(label).getAttribute('aria-describedby'), label).toBeNull();
      }
      // Nothing became the permit's document.
      expect(screen.queryByText('health-permit.pdf')).toBeNull();
    },
  );

  it('says it is reading, refuses a second file meanwhile and keeps the focus on the button', async () => {
    let open!: () => void;
    scanRoute(SCAN, new Promise((resolve) => (open = resolve)));
    const { user } = renderForm();
    await user.upload(scanButton(), photo());

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading your permit…'));
    expect(scanButton().getAttribute('aria-disabled')).toBe('true');
    expect(scanButton()).toHaveFocus();
    await user.upload(scanButton(), new File(['x'], 'other.png', { type: 'image/png' }));
    open();

    await screen.findByText(WON_OVER);
    expect(sent.map((file) => file.name)).toEqual(['health-permit.pdf']);
    expect(scanButton().getAttribute('aria-disabled')).toBeNull();
    expect(scanButton()).toHaveFocus();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    scanRoute(SCAN);
    const { user } = renderForm();
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(scanButton(), large);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not read the document')).toBeInTheDocument();
    expect(within(alert).getByText('The file is 10.0 MB; the limit is 10 MB.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(field('License/Permit Name').value).toBe('');
  });
});
