import { screen, waitFor, within } from '@tests/support/render';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@shared/contracts/inspections';
import { interceptHttp } from '@tests/support/http-mocks';
import { speak } from '@tests/support/i18n';
import { renderScreen } from '@tests/support/render-screen';
import { toastTitled } from '@tests/support/toasts';
import { InspectionsButton } from './components/inspections-button';

const server = interceptHttp();

const PERMIT = { id: '6c1f3f4e-7d8a-4b6e-9f1a-2b3c4d5e6f70', name: 'Fire Safety Permit' };
const inspection = (id: string, fields: Partial<Inspection>): Inspection => ({
  id,
  permitId: PERMIT.id,
  scheduledOn: '2026-06-10',
  agency: null,
  notes: null,
  result: 'pending',
  reinspectionOn: null,
  report: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
  ...fields,
});
const FAILED = inspection('0b5c8d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f', {
  scheduledOn: '2026-05-02',
  agency: 'County Fire Marshal',
  result: 'failed',
  reinspectionOn: '2026-05-16',
  report: { name: 'fire-report.pdf', type: 'application/pdf', size: 1200 },
});
const PASSED = inspection('1c6d9e3f-2a4b-4c7d-9e0f-1b2c3d4e5f60', {
  scheduledOn: '2026-01-20',
  result: 'passed',
});

type Received = { method: string; path: string; body: unknown };

/** The inspection endpoints; what each change sent, and a refusal the next save answers with. */
function api(list: Inspection[] = [FAILED, PASSED]) {
  const received: Received[] = [];
  let refusal: Response | null = null;
  let reportRefusal: Response | null = null;
  const record = async (request: Request) => {
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await request.json() : type.includes('multipart') ? 'file' : null;
    received.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  const refused = () => {
    const answer = refusal;
    refusal = null;
    return answer;
  };
  const refusedReport = () => {
    const answer = reportRefusal;
    reportRefusal = null;
    return answer;
  };
  server.use(
    http.get('*/api/permits/:id/inspections', () => HttpResponse.json({ inspections: list })),
    http.post('*/api/permits/:id/inspections', async ({ request }) => {
      await record(request);
      return (
        refused() ??
        HttpResponse.json(inspection('2d7e0f4a-3b5c-4d8e-9f1a-2c3d4e5f6071', {}), { status: 201 })
      );
    }),
    http.put('*/api/inspections/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(inspection(String(params.id), {}));
    }),
    http.put('*/api/inspections/:id/report', async ({ request, params }) => {
      await record(request);
      return refusedReport() ?? HttpResponse.json(inspection(String(params.id), {}));
    }),
    http.delete('*/api/inspections/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    received,
    refuseNext: (status: number, code: string, message: string, field?: string) => {
      refusal = HttpResponse.json({ error: { code, message, field } }, { status });
    },
    refuseNextReport: (status: number, code: string, message: string) => {
      reportRefusal = HttpResponse.json({ error: { code, message } }, { status });
    },
  };
}

const renderButton = (mayChange: boolean) =>
  renderScreen(<InspectionsButton permit={PERMIT} mayChange={mayChange} />, { toaster: true });

async function openDialog(user: ReturnType<typeof renderButton>, name = 'Inspections') {
  await user.click(screen.getByRole('button', { name: `Inspections of ${PERMIT.name}` }));
  return within(await screen.findByRole('dialog', { name }));
}

describe("a permit's inspections (docs/product/events.md#inspections)", () => {
  it('lists them, latest first, with their result, agency, re-inspection and report; crew only read', async () => {
    api();
    const user = renderButton(false);
    const dialog = await openDialog(user);
    const items = await dialog.findAllByTestId('inspection');
    expect(items.map((item) => within(item).getByText(/Passed|Failed|Pending/).textContent)).toEqual([
      'Failed',
      'Passed',
    ]);
    const failed = within(items[0]!);
    expect(failed.getByText('County Fire Marshal')).toBeInTheDocument();
    expect(failed.getByText(/Re-inspection:/)).toHaveTextContent('Re-inspection: May 16, 2026');
    expect(
      failed.getByRole('link', { name: 'Download the report of the inspection on May 02, 2026' }),
    ).toHaveAttribute('href', `/api/inspections/${FAILED.id}/report`);
    expect(dialog.queryByRole('button', { name: 'Add Inspection' })).toBeNull();
    expect(dialog.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(dialog.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it("adds one with its report, showing the server's refusal under the field it names", async () => {
    const { received, refuseNext } = api([]);
    const user = renderButton(true);
    const dialog = await openDialog(user);
    expect(await dialog.findByText('No inspections recorded yet.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Inspection' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Inspection' }));
    expect(form.getByLabelText('Date')).toHaveFocus();
    await user.type(form.getByLabelText('Date'), '2026-06-10');
    await user.type(form.getByLabelText('Agency'), 'County Health');
    // The re-inspection date is asked for a failure only.
    expect(form.queryByLabelText('Re-inspection date')).toBeNull();
    await user.selectOptions(form.getByLabelText('Result'), 'Failed');
    await user.type(form.getByLabelText('Re-inspection date'), '2026-06-01');
    await user.upload(
      form.getByLabelText('Report document'),
      new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
    );
    refuseNext(
      400,
      'VALIDATION_ERROR',
      'The re-inspection cannot be before the inspection',
      'reinspectionOn',
    );
    await user.click(form.getByRole('button', { name: 'Add Inspection' }));
    expect(await form.findByText('The re-inspection cannot be before the inspection')).toBeInTheDocument();
    expect(form.getByLabelText('Re-inspection date')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Re-inspection date'));
    await user.type(form.getByLabelText('Re-inspection date'), '2026-06-24');
    await user.click(form.getByRole('button', { name: 'Add Inspection' }));
    await toastTitled('Inspection saved');
    expect(received.slice(1)).toEqual([
      {
        method: 'POST',
        path: `/api/permits/${PERMIT.id}/inspections`,
        body: {
          scheduledOn: '2026-06-10',
          agency: 'County Health',
          notes: '',
          result: 'failed',
          reinspectionOn: '2026-06-24',
        },
      },
      { method: 'PUT', path: '/api/inspections/2d7e0f4a-3b5c-4d8e-9f1a-2c3d4e5f6071/report', body: 'file' },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Inspections' })).toBeInTheDocument();
  });

  it('keeps the report chosen when its upload is refused once the inspection is saved, the refusal under it', async () => {
    const { received, refuseNextReport } = api([]);
    const user = renderButton(true);
    const dialog = await openDialog(user);
    await user.click(await dialog.findByRole('button', { name: 'Add Inspection' }));
    const adding = within(await screen.findByRole('dialog', { name: 'Add Inspection' }));
    await user.type(adding.getByLabelText('Date'), '2026-06-10');
    await user.upload(
      adding.getByLabelText('Report document'),
      new File(['<html>'], 'report.pdf', { type: 'application/pdf' }),
    );
    refuseNextReport(400, 'INVALID_FILE_TYPE', 'Please upload a PDF or image file.');
    await user.click(adding.getByRole('button', { name: 'Add Inspection' }));

    // The inspection is saved: the form now edits it, with the file still chosen and the refusal under it.
    const form = within(await screen.findByRole('dialog', { name: 'Edit Inspection' }));
    const picker = form.getByLabelText('Report document');
    expect(await form.findByRole('alert')).toHaveTextContent('Please upload a PDF or image file.');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/Please upload a PDF or image file\./);
    expect(picker).toHaveFocus();
    expect(form.getByLabelText('Date')).toHaveValue('2026-06-10');

    // Sent again, the inspection saved is changed, not added twice, and its report stored.
    await user.click(form.getByRole('button', { name: 'Save Inspection' }));
    await toastTitled('Inspection saved');
    const saved = '/api/inspections/2d7e0f4a-3b5c-4d8e-9f1a-2c3d4e5f6071';
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/permits/${PERMIT.id}/inspections`,
      `PUT ${saved}/report`,
      `PUT ${saved}`,
      `PUT ${saved}/report`,
    ]);
    expect(await screen.findByRole('dialog', { name: 'Inspections' })).toBeInTheDocument();
  });

  it('edits one, dropping the re-inspection date when it passed, and deletes one once confirmed', async () => {
    const { received } = api();
    const user = renderButton(true);
    const dialog = await openDialog(user);
    await user.click(await dialog.findByRole('button', { name: 'Edit the inspection on May 02, 2026' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Inspection' }));
    expect(form.getByText('Now: fire-report.pdf. A new file replaces it.')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Result'), 'Passed');
    await user.click(form.getByRole('button', { name: 'Save Inspection' }));
    await toastTitled('Inspection saved');
    expect(received).toEqual([
      {
        method: 'PUT',
        path: `/api/inspections/${FAILED.id}`,
        body: {
          scheduledOn: '2026-05-02',
          agency: 'County Fire Marshal',
          notes: '',
          result: 'passed',
          reinspectionOn: null,
        },
      },
    ]);

    const list = within(await screen.findByRole('dialog', { name: 'Inspections' }));
    await user.click(await list.findByRole('button', { name: 'Delete the inspection on Jan 20, 2026' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this inspection?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await toastTitled('Inspection deleted');
    await waitFor(() =>
      expect(received.at(-1)).toEqual({
        method: 'DELETE',
        path: `/api/inspections/${PASSED.id}`,
        body: null,
      }),
    );
  });

  it('speaks Spanish', async () => {
    await speak('es');
    api();
    const user = renderButton(true);
    await user.click(screen.getByRole('button', { name: `Inspecciones de ${PERMIT.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inspecciones' }));
    expect(await dialog.findByText('No aprobada')).toBeInTheDocument();
    expect(dialog.getByText('Aprobada')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Agregar inspección' })).toBeInTheDocument();
  });
});
