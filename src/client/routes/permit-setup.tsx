import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CatalogSource } from '@shared/contracts/catalog';
import { toPermitFormValues, toPermitInput } from '@shared/contracts/permit-form-values';
import type { PermitFormValues } from '@shared/contracts/permits';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useCatalogEntry } from '@client/features/permit-intelligence/api/get-catalog-entry';
import { CatalogDraftNote } from '@client/features/permit-intelligence/components/catalog-draft-note';
import { catalogEntryFormValues } from '@client/features/permit-intelligence/components/catalog-entry-form-values';
import { CatalogSourceNote } from '@client/features/permit-intelligence/components/catalog-source-note';
import {
  RenewalLinkFinder,
  UnverifiedLinkNote,
} from '@client/features/permit-intelligence/components/renewal-link-finder';
import { RequirementSearch } from '@client/features/permit-intelligence/components/requirement-search';
import { usePermit } from '@client/features/permits/api/get-permit';
import { usePermitCategories } from '@client/features/permits/api/list-permit-categories';
import { usePermits } from '@client/features/permits/api/list-permits';
import { useSavePermit } from '@client/features/permits/api/save-permit';
import { useUploadPermitDocument } from '@client/features/permits/api/upload-permit-document';
import { PermitForm } from '@client/features/permits/components/permit-form';
import { PERMITS_READ_ONLY } from '@client/features/permits/permit-messages';
import { useEntitlements } from '@client/features/subscription/api/get-entitlements';
import { ProGate } from '@client/features/subscription/components/pro-gate';
import {
  OWNER_MANAGES_PLAN,
  ROLE_LOAD_FAILED,
  useMemberPermissions,
} from '@client/features/subscription/use-member-permissions';
import { ApiError } from '@client/lib/api-client';
import { todayInBrowser } from '@client/lib/today';
import { useDocumentTitle } from '@client/lib/use-document-title';

const EMPTY: PermitFormValues = {
  name: '',
  issueDate: '',
  renewalDate: '',
  cost: '',
  city: '',
  state: '',
  county: '',
  notes: '',
  renewalLink: '',
  categoryId: '',
  processingTimeDays: '',
};

/** The Pro gate's title for Find Link: '{feature} - Pro Feature' (spec §4 Pro gate). */
const LINK_FINDER_FEATURE = 'AI Renewal Link Discovery';

/** At the Free limit: the owner is offered the upgrade; a manager is told who can (docs/decisions/0018). */
function LimitNotice({ limit, mayManageBilling }: { limit: number | null; mayManageBilling: boolean }) {
  return (
    <div
      role="status"
      className="rounded-md border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950"
    >
      <p className="font-semibold">You have reached the Free plan's {limit} permits.</p>
      <p className="mt-1">Upgrade to Pro to track unlimited permits and licenses.</p>
      {mayManageBilling ? (
        <Button asChild size="sm" className="mt-3">
          <Link to="/signup/pro">Upgrade to Pro</Link>
        </Button>
      ) : (
        <p className="mt-1">{OWNER_MANAGES_PLAN}</p>
      )}
    </div>
  );
}

/** In place of the form when the member may not change permits, or their role could not be read. */
function NoForm({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-col items-start gap-3 p-6 sm:pt-0">
        <h1 className="text-2xl font-bold">{heading}</h1>
        {children}
      </div>
    </Card>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // A suggestion's 'Add' (spec §4 Suggestions) fills a new permit from the catalog; editing ignores it.
  const suggestionId = editId ? null : params.get('suggestion');
  const navigate = useNavigate();
  const permits = usePermits();
  const permit = usePermit(editId);
  const suggestion = useCatalogEntry(suggestionId);
  // The link Find Link put in the Renewal URL field, whose source shows while the field still holds it.
  // Where the link Find Link filled in comes from: a catalog entry, or the AI provider, unverified.
  const [foundLink, setFoundLink] = useState<{ url: string; source: CatalogSource | null } | null>(null);
  const categories = usePermitCategories();
  const entitlements = useEntitlements();
  const member = useMemberPermissions();
  const save = useSavePermit();
  const upload = useUploadPermitDocument();
  const hasPermits = (permits.data?.length ?? 0) > 0;
  const heading = editId ? 'Edit Permit' : hasPermits ? 'Add Another Permit' : 'Add Your First Permit';
  useDocumentTitle(heading);

  useEffect(() => {
    if (suggestion.isError)
      toast.error('Error', {
        id: 'suggestion-unavailable',
        description: 'This suggestion is no longer available.',
      });
  }, [suggestion.isError]);

  // The role decides whether there is a form at all, so it is waited for even when editing.
  if (
    permits.isPending ||
    categories.isPending ||
    (editId && permit.isPending) ||
    (suggestionId && suggestion.isPending) ||
    entitlements.isPending
  )
    return <Spinner className="min-h-dvh" />;
  // The server decides (DESIGN §6.5); crew are never at the limit, they have no form (below).
  const atLimit = !editId && entitlements.data?.canAddPermit === false;

  const submit = async (values: PermitFormValues, file: File | null) => {
    try {
      const input = toPermitInput(values);
      const saved = await save.mutateAsync({
        id: editId,
        // docs/decisions/0020: the permit remembers the catalog entry it was added from.
        input: suggestion.data ? { ...input, catalogEntryId: suggestion.data.id } : input,
      });
      if (file) {
        try {
          await upload.mutateAsync({ permitId: saved.id, file });
          toast.success('File uploaded successfully');
        } catch (error) {
          toast.error('Upload failed', {
            description:
              error instanceof ApiError
                ? error.message
                : 'The document could not be stored. Please try again.',
          });
          navigate(`/permit-setup?edit=${saved.id}`, { replace: true });
          return;
        }
      }
      toast.success(editId ? 'Permit updated successfully!' : 'Permit added successfully!');
      navigate('/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Authentication required', { description: 'Please log in to add permits.' });
      } else if (error instanceof ApiError && error.code === 'PERMIT_LIMIT_REACHED') {
        toast.error('Error saving permit', {
          description: error.message,
          ...(member.mayManageBilling && {
            action: { label: 'Upgrade', onClick: () => navigate('/signup/pro') },
          }),
        });
      } else {
        toast.error('Error saving permit', {
          description:
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'Failed to save permit. Please try again.',
        });
      }
    }
  };

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <Button variant="ghost" asChild className="-ml-2 self-start">
          <Link to={hasPermits || !member.mayChangePermits ? '/dashboard' : '/onboarding'}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        </Button>
        {member.isError ? (
          <NoForm heading={heading}>
            <LoadFailed message={ROLE_LOAD_FAILED} onRetry={member.retry} retrying={member.retrying} />
          </NoForm>
        ) : !member.mayChangePermits ? (
          <NoForm heading={heading}>
            <p className="text-muted-foreground">{PERMITS_READ_ONLY}</p>
            <Button asChild>
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </NoForm>
        ) : editId && permit.isError ? (
          <Card>
            <div className="p-6 sm:pt-0">
              <h1 className="text-xl font-bold">Permit not found</h1>
              <p className="mt-2 text-muted-foreground">This permit does not exist or was deleted.</p>
              <Button asChild className="mt-4">
                <Link to="/dashboard">Back to Dashboard</Link>
              </Button>
            </div>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>
                <h1 className="text-2xl font-bold">{heading}</h1>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {atLimit && (
                <LimitNotice
                  limit={entitlements.data?.permitLimit ?? null}
                  mayManageBilling={member.mayManageBilling}
                />
              )}
              {suggestion.data && <CatalogDraftNote source={suggestion.data.source} />}
              <PermitForm
                key={permit.data?.id ?? suggestion.data?.id ?? 'new'}
                defaultValues={
                  permit.data
                    ? toPermitFormValues(permit.data)
                    : suggestion.data
                      ? catalogEntryFormValues(suggestion.data, categories.data ?? [])
                      : EMPTY
                }
                categories={categories.data ?? []}
                today={todayInBrowser()}
                editing={Boolean(editId)}
                storedDocumentName={permit.data?.document?.name}
                pending={save.isPending || upload.isPending}
                disabled={atLimit}
                onSubmit={(values, file) => void submit(values, file)}
                requirementSearch={({ readQuery }) => <RequirementSearch readQuery={readQuery} />}
                linkFinder={({ readQuery, fillRenewalLink }) => (
                  <ProGate feature={LINK_FINDER_FEATURE}>
                    <RenewalLinkFinder
                      readQuery={readQuery}
                      onFound={(url, source) => {
                        fillRenewalLink(url);
                        setFoundLink({ url, source });
                      }}
                    />
                  </ProGate>
                )}
                linkNote={(renewalLink) =>
                  foundLink &&
                  renewalLink.trim() === foundLink.url &&
                  (foundLink.source ? (
                    <CatalogSourceNote source={foundLink.source} />
                  ) : (
                    <UnverifiedLinkNote />
                  ))
                }
              />
            </CardContent>
          </Card>
        )}
      </main>
    </div>
  );
}
