import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CatalogSource } from '@shared/contracts/catalog';
import { toPermitFormValues } from '@shared/contracts/stored-permit-form-values';
import type { PermitFormValues } from '@shared/contracts/permits';
import { SignedInHeader } from '@client/app/signed-in-header';
import { lazyAction } from '@client/components/lazy-action';
import { LoadFailed } from '@client/components/load-failed';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useCatalogEntry } from '@client/features/permit-intelligence/api/get-catalog-entry';
import { catalogEntryFormValues } from '@client/features/permit-intelligence/components/catalog-entry-form-values';
import { RenewalLinkFinder } from '@client/features/permit-intelligence/components/renewal-link-finder';
import { RequirementSearch } from '@client/features/permit-intelligence/components/requirement-search';
import { usePermit } from '@client/features/permits/api/get-permit';
import { usePermitCategories } from '@client/features/permits/api/list-permit-categories';
import { usePermits } from '@client/features/permits/api/list-permits';
import { activeVehicles, useVehicles } from '@client/features/permits/api/list-vehicles';
import { PermitForm } from '@client/features/permits/components/permit-form';
import { ImportPermitsButton } from '@client/features/permit-import/import-permits-button';
import { PERMITS_READ_ONLY } from '@client/features/permits/permit-messages';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import { ProGate } from '@client/features/billing/components/pro-gate';
import {
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { cn } from '@client/lib/cn';
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
  permitNumber: '',
  issuingAgency: '',
  renewalLink: '',
  categoryId: '',
  processingTimeDays: '',
};

// Where a suggestion's values or a found link come from shows only once there is one: its code, and the
// date formats it needs, load then rather than with the screen (docs/decisions/0026).
const loadNotes = () => import('@client/features/permit-intelligence/components/catalog-notes');
const CatalogDraftNote = lazy(async () => ({ default: (await loadNotes()).CatalogDraftNote }));
const UnverifiedLinkNote = lazy(async () => ({ default: (await loadNotes()).UnverifiedLinkNote }));
const CatalogSourceNote = lazy(async () => ({ default: (await loadNotes()).CatalogSourceNote }));

// What saving does loads once the owner starts on the form (features/permits/submit-permit.ts).
const savingCode = lazyAction(() => import('@client/features/permits/submit-permit'));

// Shown at the Free limit only: its code and words load then (docs/decisions/0026's budget).
const PermitLimitNotice = lazy(async () => ({
  default: (await import('@client/features/billing/components/permit-limit-notice')).PermitLimitNotice,
}));

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
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // A suggestion's 'Add' (docs/product/intelligence.md#suggestions) fills a new permit from the catalog;
  // editing ignores it.
  const suggestionId = editId ? null : params.get('suggestion');
  const navigate = useNavigate();
  const permits = usePermits();
  const permit = usePermit(editId);
  const suggestion = useCatalogEntry(suggestionId);
  // The link Find Link put in the Renewal URL field, whose source shows while the field still holds it.
  // Where the link Find Link filled in comes from: a catalog entry, or the AI provider, unverified.
  const [foundLink, setFoundLink] = useState<{ url: string; source: CatalogSource | null } | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const categories = usePermitCategories();
  const vehicles = useVehicles();
  const fleet = activeVehicles(vehicles.data);
  // `?vehicle=<id>` (a per-vehicle suggestion's 'Add') puts a new permit on that vehicle, if it is one a permit
  // can go on (docs/product/fleet.md#permits-on-vehicles).
  const vehicleParam = params.get('vehicle');
  const preselectedVehicle =
    !editId && fleet.some((vehicle) => vehicle.id === vehicleParam) ? vehicleParam! : '';
  const entitlements = useEntitlements();
  const member = useMemberPermissions();
  const queryClient = useQueryClient();
  // From the press of 'Save Permit' until the permit and its document are stored, or refused.
  const [saving, setSaving] = useState(false);
  const hasPermits = (permits.data?.length ?? 0) > 0;
  const heading = editId ? t`Edit Permit` : hasPermits ? t`Add Another Permit` : t`Add Your First Permit`;
  useDocumentTitle(heading);

  useEffect(() => {
    if (suggestion.isError)
      toast.error(t`Error`, {
        id: 'suggestion-unavailable',
        description: t`This suggestion is no longer available.`,
      });
  }, [suggestion.isError, t]);

  // The role decides whether there is a form at all, so it is waited for even when editing.
  if (
    permits.isPending ||
    categories.isPending ||
    (editId && permit.isPending) ||
    (suggestionId && suggestion.isPending) ||
    vehicles.isPending ||
    entitlements.isPending
  )
    return <Spinner className="min-h-dvh" />;
  // The server decides (docs/product/plans.md#permit-limit); crew are never at the limit, they have no form.
  const atLimit = !editId && entitlements.data?.canAddPermit === false;

  const submit = async (values: PermitFormValues, file: File | null, scannedEntryId?: string) => {
    setSaving(true);
    await (
      await savingCode.load()
    )?.submitPermit({
      values,
      file,
      catalogEntryId: scannedEntryId ?? suggestion.data?.id,
      editId,
      queryClient,
      navigate,
      mayManageBilling: member.mayManageBilling,
      onDocumentRefused: setDocumentError,
    });
    setSaving(false);
  };

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <Link
          to={hasPermits || !member.mayChangePermits ? '/dashboard' : '/onboarding'}
          className={cn(buttonVariants({ variant: 'ghost' }), '-ml-2 self-start')}
        >
          <ArrowLeft aria-hidden="true" />
          <Trans>Back</Trans>
        </Link>
        {member.isError ? (
          <NoForm heading={heading}>
            <LoadFailed
              message={t(ROLE_LOAD_FAILED_MESSAGE)}
              onRetry={member.retry}
              retrying={member.retrying}
            />
          </NoForm>
        ) : !member.mayChangePermits ? (
          <NoForm heading={heading}>
            <p className="text-muted-foreground">{i18n._(PERMITS_READ_ONLY)}</p>
            <Link to="/dashboard" className={buttonVariants()}>
              <Trans>Back to Dashboard</Trans>
            </Link>
          </NoForm>
        ) : atLimit ? (
          // No form to fill in and not save: the way on is the upgrade, or the owner.
          <NoForm heading={heading}>
            <Suspense>
              <PermitLimitNotice
                limit={entitlements.data?.permitLimit ?? null}
                mayManageBilling={member.mayManageBilling}
              />
            </Suspense>
          </NoForm>
        ) : editId && permit.isError ? (
          <Card>
            <div className="p-6 sm:pt-0">
              <h1 className="text-xl font-bold">
                <Trans>Permit not found</Trans>
              </h1>
              <p className="mt-2 text-muted-foreground">
                <Trans>This permit does not exist or was deleted.</Trans>
              </p>
              <Link to="/dashboard" className={cn(buttonVariants(), 'mt-4')}>
                <Trans>Back to Dashboard</Trans>
              </Link>
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
              {!editId && !suggestionId && <ImportPermitsButton className="self-start" />}
              {suggestion.data && (
                <Suspense>
                  <CatalogDraftNote source={suggestion.data.source} />
                </Suspense>
              )}
              <PermitForm
                key={permit.data?.id ?? `${suggestion.data?.id ?? 'new'}-${preselectedVehicle}`}
                defaultValues={
                  permit.data
                    ? toPermitFormValues(permit.data)
                    : {
                        ...(suggestion.data
                          ? catalogEntryFormValues(suggestion.data, categories.data ?? [])
                          : EMPTY),
                        vehicleId: preselectedVehicle,
                      }
                }
                categories={categories.data ?? []}
                vehicles={fleet}
                today={todayInBrowser()}
                editing={Boolean(editId)}
                storedDocumentName={permit.data?.document?.name}
                documentError={documentError}
                pending={saving}
                onStart={savingCode.preload}
                onSubmit={(values, file, scannedEntryId) => void submit(values, file, scannedEntryId)}
                scan={editId ? undefined : { start: params.has('scan') }}
                requirementSearch={({ readQuery }) => <RequirementSearch readQuery={readQuery} />}
                linkFinder={({ readQuery, fillRenewalLink }) => (
                  <ProGate feature={t`AI Renewal Link Discovery`}>
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
                    <Suspense>
                      <CatalogSourceNote source={foundLink.source} />
                    </Suspense>
                  ) : (
                    <Suspense>
                      <UnverifiedLinkNote />
                    </Suspense>
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
