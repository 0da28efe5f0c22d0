import { z } from 'zod';
import { businessProfileSchema, type BusinessProfileInput } from '@shared/contracts/business-profile';

// The draft and the chosen plan keep these names (docs/product/screens.md#values-kept-in-the-browser).
const DRAFT_KEY = 'businessProfile';
const PLAN_KEY = 'selectedPlan';

/** The profile's fields and rules; the phone rule is checked asynchronously, and a draft needs only its type. */
const draftSchema = businessProfileSchema.extend({ phone: z.string().optional() });

/** Issues that say the stored value is no business profile at all, rather than one still being typed. */
const NOT_A_PROFILE = new Set(['invalid_type', 'unrecognized_keys']);

/**
 * The draft as the owner left it. It is read through businessProfileSchema: one whose fields have the
 * schema's names and types comes back as it was typed, even if a value breaks a rule (the form shows why).
 */
export function readBusinessProfileDraft(): BusinessProfileInput | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft: unknown = JSON.parse(raw);
    const result = draftSchema.safeParse(draft);
    const isProfile = result.success || !result.error.issues.some((issue) => NOT_A_PROFILE.has(issue.code));
    return isProfile ? (draft as BusinessProfileInput) : null;
  } catch {
    return null;
  }
}

export function writeBusinessProfileDraft(draft: BusinessProfileInput) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* private mode or full storage: the form still works, only the draft is not kept */
  }
}

/** After a successful save both local values are removed (docs/product/screens.md#welcome). */
export function clearOnboardingValues() {
  localStorage.removeItem(DRAFT_KEY);
  localStorage.removeItem(PLAN_KEY);
}

/** selectedPlan is treated as free when absent (docs/product/screens.md#values-kept-in-the-browser). */
export function readSelectedPlan(): 'free' | 'pro' {
  return localStorage.getItem(PLAN_KEY) === 'pro' ? 'pro' : 'free';
}
