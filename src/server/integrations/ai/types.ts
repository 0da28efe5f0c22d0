/**
 * The AI provider (docs/product/intelligence.md#ai-provider, docs/decisions/0022). It only ever writes text a
 * person reads: it orders and explains catalog suggestions, describes a monitored page's change, may
 * propose a renewal page, and fills the permit form's fields a scan did not find (docs/decisions/0035). Every answer is checked by the caller before it is shown, and `null` means "use the
 * catalog's or the diff's answer": no provider configured, a timeout, an error, or an answer that did not fit
 * the schema.
 */

/** A catalog suggestion as the model sees it. */
export type SuggestionCandidate = {
  id: string;
  name: string;
  jurisdiction: string;
  priority: 'high' | 'medium' | 'low';
  /** The catalog's own reason. */
  reason: string;
  summary: string;
};

export type SuggestionRankingRequest = {
  business: {
    /** State names. */
    states: string[];
    cities: string[];
    servesBeerWine: boolean;
    servesLiquor: boolean;
    /** Where the truck sells and whether it carries propane (docs/product/intelligence.md#where-a-truck-sells). */
    sellsAt: string[];
    carriesPropane: boolean;
    /** Names of the catalog permits the business already tracks. */
    tracked: string[];
  };
  candidates: SuggestionCandidate[];
};

/** One suggestion as the model ranked it, most useful first. */
export type RankedSuggestion = { id: string; reason: string };

export type ChangeToDescribe = {
  url: string;
  category: string | null;
  /** A state name, when the page belongs to one. */
  state: string | null;
  /** The changed lines, prefixed '+ ' or '- ': untrusted text from the page. */
  excerpt: string;
};

export type ChangeDescription = {
  description: string;
  /** 'yyyy-MM-dd' as the model read it from the changed lines, or null. */
  effectiveDate: string | null;
  /** 0..1 */
  confidence: number;
};

export type RenewalLinkRequest = { permitName: string; state: string; category: string | null };

export type ProposedRenewalLink = { url: string; agency: string | null };

/**
 * A permit's photo or PDF to read (docs/product/scanning.md#with-an-ai-provider): its text as read locally, or,
 * when that gave nothing, the page itself. Either is untrusted: what the page says is data, never instructions.
 */
export type PermitDocumentRequest = { text: string } | { image: Uint8Array };

/** What the model read; every value is checked against the permit form's rules before it is used. */
export type PermitDocumentReading = {
  permitName: string | null;
  permitNumber: string | null;
  issuingAgency: string | null;
  /** 'yyyy-MM-dd' */
  issueDate: string | null;
  /** 'yyyy-MM-dd' */
  expiryDate: string | null;
  /** In dollars. */
  fee: number | null;
};

export interface PermitAssistant {
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  /** False for the embedded default, which never calls anyone. */
  readonly configured: boolean;
  rankSuggestions(request: SuggestionRankingRequest): Promise<RankedSuggestion[] | null>;
  describeChange(change: ChangeToDescribe): Promise<ChangeDescription | null>;
  proposeRenewalLink(request: RenewalLinkRequest): Promise<ProposedRenewalLink | null>;
  readPermitDocument(request: PermitDocumentRequest): Promise<PermitDocumentReading | null>;
}

/** The embedded default: no provider, so every caller keeps the catalog's and the diff's answers. */
export const catalogOnlyAssistant: PermitAssistant = {
  name: 'catalog and page diffs (no OPENAI_API_KEY)',
  configured: false,
  rankSuggestions: async () => null,
  describeChange: async () => null,
  proposeRenewalLink: async () => null,
  readPermitDocument: async () => null,
};
