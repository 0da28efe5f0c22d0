import { format, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import { englishI18n, spanishI18n } from '@tests/support/i18n-instances';
import { activityChanges, activitySentence, fieldLabel, formatWhen, valueText } from './activity-text';
import { ROLE_LABELS } from './roles';

const en = englishI18n();

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  id: 1,
  action: 'permit.updated',
  actorEmail: 'owner@example.com',
  permitId: 'p1',
  subject: 'Health Permit',
  vehicleName: null,
  changes: [],
  createdAt: '2026-06-03T16:05:00.000Z',
  ...overrides,
});

describe('the activity log in words (docs/decisions/0018)', () => {
  it("says an inspection's change with its result in words, in Spanish too (docs/product/events.md#inspections)", async () => {
    const failed = event({
      action: 'inspection.updated',
      vehicleName: 'Truck 2',
      changes: [
        { field: 'result', before: 'pending', after: 'failed' },
        { field: 'reinspectionOn', before: null, after: '2026-06-17' },
      ],
    });
    expect(activitySentence(failed, en)).toBe(
      'owner@example.com edited an inspection of Health Permit — Truck 2',
    );
    expect(activityChanges(failed, en)).toEqual([
      'Result: Pending → Failed',
      'Re-inspection date: none → Jun 17, 2026',
    ]);
    const es = await spanishI18n();
    expect(activitySentence(failed, es)).toBe(
      'owner@example.com editó una inspección de Health Permit — Truck 2',
    );
    expect(activityChanges(failed, es)[0]).toBe('Resultado: Pendiente → No aprobada');
  });

  it('names a share link by its permits, and its visitors as nobody in particular (docs/decisions/0024)', () => {
    const subject = 'Fire Inspection and Health Permit';
    expect(activitySentence(event({ action: 'share_link.created', permitId: null, subject }), en)).toBe(
      'owner@example.com made a share link for Fire Inspection and Health Permit',
    );
    expect(
      activitySentence(event({ action: 'share_link.viewed', actorEmail: null, permitId: null, subject }), en),
    ).toBe('A visitor opened the share link for Fire Inspection and Health Permit');
    expect(
      activitySentence(
        event({ action: 'packet.emailed', permitId: null, subject: 'events@fair.example' }),
        en,
      ),
    ).toBe('owner@example.com e-mailed the compliance packet to events@fair.example');
  });

  it("names a vehicle's permit with its vehicle, and a vehicle by its own name (docs/product/fleet.md#teams)", () => {
    expect(activitySentence(event({ action: 'permit.renewed', vehicleName: 'Truck 2' }), en)).toBe(
      'owner@example.com renewed the permit Health Permit — Truck 2',
    );
    expect(
      activitySentence(
        event({ action: 'vehicle.archived', permitId: null, subject: 'Truck 2', vehicleName: null }),
        en,
      ),
    ).toBe('owner@example.com archived the vehicle Truck 2');
    expect(
      activitySentence(
        event({
          action: 'member.vehicles_changed',
          permitId: null,
          subject: 'crew@example.com',
          changes: [{ field: 'vehicles', before: [], after: ['Truck 1'] }],
        }),
        en,
      ),
    ).toBe('owner@example.com changed the vehicles of crew@example.com');
  });

  it("says an event's changes, its lines marked by name with the reason, in English and Spanish", async () => {
    const es = await spanishI18n();
    const ofEvent = (change: Partial<ActivityEvent>) =>
      event({ permitId: null, subject: 'Reno Taco Fest', ...change });
    const marked = ofEvent({
      action: 'event.line_marked',
      changes: [
        { field: 'line', before: null, after: 'insurance' },
        { field: 'reason', before: null, after: 'The organizer covers it' },
      ],
    });
    expect(activitySentence(marked, en)).toBe(
      'owner@example.com marked not needed at the event Reno Taco Fest',
    );
    expect(activityChanges(marked, en)).toEqual(['Certificate of insurance: The organizer covers it']);
    expect(activityChanges(marked, es)).toEqual(['Certificado de seguro: The organizer covers it']);
    const edited = ofEvent({
      action: 'event.updated',
      changes: [{ field: 'boothFee', before: 250, after: 300 }],
    });
    expect(activitySentence(edited, es)).toBe('owner@example.com editó el evento Reno Taco Fest');
    expect(activityChanges(edited, en)).toEqual(['Booth fee: $250.00 → $300.00']);
    expect(activityChanges(edited, es)).toEqual(['Tarifa del puesto: $250.00 → $300.00']);
    const uploaded = ofEvent({
      action: 'event.certificate_uploaded',
      changes: [{ field: 'document', before: null, after: 'coi.pdf' }],
    });
    expect(activitySentence(uploaded, en)).toBe(
      'owner@example.com uploaded the certificate of insurance for the event Reno Taco Fest',
    );
    const requested = ofEvent({
      action: 'event.certificate_requested',
      changes: [{ field: 'broker', before: null, after: 'pat@insure.example' }],
    });
    expect(activityChanges(requested, es)).toEqual(['Enviado a pat@insure.example']);
    // A permit added from an event's line names the event.
    const added = event({
      action: 'permit.created',
      subject: 'Temporary Food License',
      changes: [{ field: 'event', before: null, after: 'Reno Taco Fest' }],
    });
    expect(activityChanges(added, en)).toEqual(['For the event Reno Taco Fest']);
    expect(activityChanges(added, es)).toEqual(['Para el evento Reno Taco Fest']);
  });

  it('says who did what to which permit, and each edited field as before → after', () => {
    const edited = event({
      changes: [
        { field: 'renewalDate', before: '2026-07-01', after: '2027-07-01' },
        { field: 'cost', before: 425.5, after: 450 },
        { field: 'notes', before: null, after: 'Bring the truck' },
      ],
    });
    expect(activitySentence(edited, en)).toBe('owner@example.com edited the permit Health Permit');
    expect(activityChanges(edited, en)).toEqual([
      'Renewal date: Jul 01, 2026 → Jul 01, 2027',
      'Cost: $425.50 → $450.00',
      'Notes: none → Bring the truck',
    ]);
  });

  it('names the role of an invitation or a new member in the sentence instead of as a change', () => {
    const invited = event({
      action: 'invitation.sent',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: null, after: 'crew' }],
    });
    expect(activitySentence(invited, en)).toBe('owner@example.com invited crew@example.com as Crew');
    expect(activityChanges(invited, en)).toEqual([]);
    const joined = event({
      action: 'member.joined',
      actorEmail: 'crew@example.com',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: null, after: 'crew' }],
    });
    expect(activitySentence(joined, en)).toBe('crew@example.com joined the business as Crew');
  });

  it('says role changes with the role labels', () => {
    const changed = event({
      action: 'member.role_changed',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: 'crew', after: 'manager' }],
    });
    expect(activitySentence(changed, en)).toBe('owner@example.com changed the role of crew@example.com');
    expect(activityChanges(changed, en)).toEqual(['Role: Crew → Manager']);
  });

  it('names the system for a change of plan made by the payment provider', () => {
    const plan = event({
      action: 'plan.changed',
      actorEmail: null,
      subject: null,
      changes: [
        { field: 'tier', before: 'free', after: 'pro' },
        { field: 'status', before: 'none', after: 'past_due' },
      ],
    });
    expect(activitySentence(plan, en)).toBe('PermitPilot changed the plan');
    expect(activityChanges(plan, en)).toEqual(['Plan: Free → Pro', 'Status: none → past due']);
  });

  it('leaves out a field that reads the same before and after', () => {
    const profile = event({
      action: 'business_profile.updated',
      permitId: null,
      subject: 'Taco Loco',
      changes: [
        { field: 'businessName', before: null, after: 'Taco Loco' },
        { field: 'phone', before: null, after: '' },
      ],
    });
    expect(activitySentence(profile, en)).toBe('owner@example.com updated the business profile');
    expect(activityChanges(profile, en)).toEqual(['Business name: none → Taco Loco']);
  });

  it('reads field names and values it has no words for', () => {
    expect(fieldLabel('processingTimeDays', en)).toBe('Processing days');
    expect(fieldLabel('someNewField', en)).toBe('Some new field');
    expect(valueText('statesOperating', ['CA', 'NV'], en)).toBe('CA, NV');
    expect(valueText('statesOperating', [], en)).toBe('none');
    expect(valueText('servesLiquor', false, en)).toBe('No');
    expect(valueText('categoryId', 3, en)).toBe('3');
  });

  it("writes when in the reader's time zone as date-fns wrote it in English", () => {
    const originalZone = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        for (const iso of ['2026-06-03T16:05:00.000Z', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00Z']) {
          expect(formatWhen(iso, en), `${zone} ${iso}`).toBe(format(parseISO(iso), 'MMM d, yyyy, h:mm a'));
        }
      }
    } finally {
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    }
    expect(() => formatWhen('soon', en)).toThrow(RangeError);
  });
});

describe('the activity log in Spanish (docs/decisions/0026)', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('says who did what, the role labels and the changes in Spanish; names and addresses as they are', async () => {
    const es = await spanishI18n();
    const invited = event({
      action: 'invitation.sent',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: null, after: 'crew' }],
    });
    expect(activitySentence(invited, es)).toBe('owner@example.com invitó a crew@example.com como Personal');
    expect(es._(ROLE_LABELS.owner)).toBe('Dueño');
    expect(es._(ROLE_LABELS.manager)).toBe('Gerente');
    const edited = event({
      changes: [
        { field: 'renewalDate', before: '2026-07-01', after: '2027-07-01' },
        { field: 'cost', before: 425.5, after: 1450 },
        { field: 'notes', before: null, after: 'Bring the truck' },
        { field: 'category', before: 'Health', after: 'Fire Safety' },
        { field: 'county', before: 'Alameda', after: null },
        { field: 'permitNumber', before: null, after: 'MFF-2026-0042' },
        { field: 'issuingAgency', before: 'Alameda County', after: null },
      ],
    });
    expect(activitySentence(edited, es)).toBe('owner@example.com editó el permiso Health Permit');
    expect(activityChanges(edited, es)).toEqual([
      'Fecha de renovación: 01 jul 2026 → 01 jul 2027',
      'Costo: $425.50 → $1,450.00',
      // 'none' agrees with its field: las notas, el condado.
      'Notas: ninguna → Bring the truck',
      'Categoría: Salud → Seguridad contra incendios',
      'Condado: Alameda → ninguno',
      'Número de permiso: ninguno → MFF-2026-0042',
      'Agencia emisora: Alameda County → ninguna',
    ]);
    expect(
      activitySentence(event({ action: 'share_link.viewed', actorEmail: null, permitId: null }), es),
    ).toBe('Un visitante abrió el enlace compartido de Health Permit');
    process.env.TZ = 'UTC';
    expect(formatWhen('2026-06-03T16:05:00.000Z', es)).toBe('3 jun 2026, 4:05 p.m.');
  });

  it("says what a packet e-mail and a new share link recorded as phrases, not as 'none →' changes", async () => {
    const es = await spanishI18n();
    const emailed = (count: number) =>
      event({
        action: 'packet.emailed',
        permitId: null,
        subject: 'events@fair.example',
        changes: [{ field: 'permits', before: null, after: count }],
      });
    const shared = (expires: string) =>
      event({
        action: 'share_link.created',
        permitId: null,
        changes: [{ field: 'expires', before: null, after: expires }],
      });
    expect(activityChanges(emailed(10), en)).toEqual(['10 permits e-mailed']);
    expect(activityChanges(emailed(1), en)).toEqual(['1 permit e-mailed']);
    expect(activityChanges(emailed(10), es)).toEqual(['10 permisos enviados por correo']);
    expect(activityChanges(emailed(1), es)).toEqual(['1 permiso enviado por correo']);
    expect(activityChanges(shared('never'), en)).toEqual(['Never expires']);
    expect(activityChanges(shared('never'), es)).toEqual(['Nunca vence']);
    expect(activityChanges(shared('2026-07-03T12:00:00.000Z'), en)).toEqual(['Expires Jul 3, 2026']);
    expect(activityChanges(shared('2026-07-03T12:00:00.000Z'), es)).toEqual(['Vence el 3 jul 2026']);
  });

  it("says to whom an organizer's packet went, for which event, and how many permits it held", async () => {
    const es = await spanishI18n();
    const emailed = event({
      action: 'organizer_packet.emailed',
      permitId: null,
      subject: 'vendors@fest.example',
      changes: [
        { field: 'event', before: null, after: 'Dallas Taco Fest' },
        { field: 'permits', before: null, after: 2 },
      ],
    });
    expect(activitySentence(emailed, en)).toBe(
      "owner@example.com e-mailed the organizer's packet to vendors@fest.example",
    );
    expect(activityChanges(emailed, en)).toEqual(['For Dallas Taco Fest', '2 permits e-mailed']);
    expect(activitySentence(emailed, es)).toBe(
      'owner@example.com envió por correo el paquete para el organizador a vendors@fest.example',
    );
    expect(activityChanges(emailed, es)).toEqual(['Para Dallas Taco Fest', '2 permisos enviados por correo']);
  });
});
