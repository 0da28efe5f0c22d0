import type { BusinessProfileInput } from '@shared/contracts/business-profile';

// spec §3 Local browser values: the draft and the chosen plan keep these names.
const DRAFT_KEY = 'businessProfile';
const PLAN_KEY = 'selectedPlan';

export function readBusinessProfileDraft(): BusinessProfileInput | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<BusinessProfileInput> | null;
    return draft && typeof draft.businessName === 'string' ? (draft as BusinessProfileInput) : null;
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

/** spec §4: after a successful save both local values are removed. */
export function clearOnboardingValues() {
  localStorage.removeItem(DRAFT_KEY);
  localStorage.removeItem(PLAN_KEY);
}

/** spec §3: selectedPlan is treated as free when absent. */
export function readSelectedPlan(): 'free' | 'pro' {
  return localStorage.getItem(PLAN_KEY) === 'pro' ? 'pro' : 'free';
}
