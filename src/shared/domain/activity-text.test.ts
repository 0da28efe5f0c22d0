import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '@shared/contracts/activity';
import { activityChanges, activitySentence, fieldLabel, valueText } from './activity-text';

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  id: 1,
  action: 'permit.updated',
  actorEmail: 'owner@example.com',
  permitId: 'p1',
  subject: 'Health Permit',
  changes: [],
  createdAt: '2026-06-03T16:05:00.000Z',
  ...overrides,
});

describe('the activity log in words (docs/decisions/0018)', () => {
  it('names a share link by its permits, and its visitors as nobody in particular (docs/decisions/0024)', () => {
    const subject = 'Fire Inspection and Health Permit';
    expect(activitySentence(event({ action: 'share_link.created', permitId: null, subject }))).toBe(
      'owner@example.com made a share link for Fire Inspection and Health Permit',
    );
    expect(
      activitySentence(event({ action: 'share_link.viewed', actorEmail: null, permitId: null, subject })),
    ).toBe('A visitor opened the share link for Fire Inspection and Health Permit');
    expect(
      activitySentence(event({ action: 'packet.emailed', permitId: null, subject: 'events@fair.example' })),
    ).toBe('owner@example.com e-mailed the compliance packet to events@fair.example');
  });

  it('says who did what to which permit, and each edited field as before → after', () => {
    const edited = event({
      changes: [
        { field: 'renewalDate', before: '2026-07-01', after: '2027-07-01' },
        { field: 'cost', before: 425.5, after: 450 },
        { field: 'notes', before: null, after: 'Bring the truck' },
      ],
    });
    expect(activitySentence(edited)).toBe('owner@example.com edited the permit Health Permit');
    expect(activityChanges(edited)).toEqual([
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
    expect(activitySentence(invited)).toBe('owner@example.com invited crew@example.com as Crew');
    expect(activityChanges(invited)).toEqual([]);
    const joined = event({
      action: 'member.joined',
      actorEmail: 'crew@example.com',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: null, after: 'crew' }],
    });
    expect(activitySentence(joined)).toBe('crew@example.com joined the business as Crew');
  });

  it('says role changes with the role labels', () => {
    const changed = event({
      action: 'member.role_changed',
      subject: 'crew@example.com',
      changes: [{ field: 'role', before: 'crew', after: 'manager' }],
    });
    expect(activitySentence(changed)).toBe('owner@example.com changed the role of crew@example.com');
    expect(activityChanges(changed)).toEqual(['Role: Crew → Manager']);
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
    expect(activitySentence(plan)).toBe('PermitPilot changed the plan');
    expect(activityChanges(plan)).toEqual(['Plan: Free → Pro', 'Status: none → past due']);
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
    expect(activitySentence(profile)).toBe('owner@example.com updated the business profile');
    expect(activityChanges(profile)).toEqual(['Business name: none → Taco Loco']);
  });

  it('reads field names and values it has no words for', () => {
    expect(fieldLabel('processingTimeDays')).toBe('Processing days');
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(valueText('statesOperating', ['CA', 'NV'])).toBe('CA, NV');
    expect(valueText('statesOperating', [])).toBe('none');
    expect(valueText('servesLiquor', false)).toBe('No');
    expect(valueText('categoryId', 3)).toBe('3');
  });
});
