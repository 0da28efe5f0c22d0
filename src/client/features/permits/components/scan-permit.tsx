import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { PermitScan } from '@shared/contracts/permit-scan';
import { buttonVariants } from '@client/components/ui/button';
import { SpinnerIcon } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import type { ScanOutcome, ScanOutcomeNote } from './scan-reading';
import { loadScanReading } from './use-scan-marks';

/** What a scan accepts: a phone's photo (HEIC from an iPhone) or a PDF (docs/product/permits.md#scanning-a-permit). */
const SCAN_TYPES = 'image/jpeg,image/png,image/heic,image/heif,image/webp,application/pdf';

type Props = {
  /** Puts what was read in the form and makes the file its document. */
  onScanned: (scan: PermitScan, file: File) => Promise<void>;
  /** Came from the empty dashboard's 'Scan a Permit': the picker opens at once where the browser lets it. */
  startAtOnce?: boolean;
};

/**
 * 'Scan a Permit' and, on a phone, 'Take a photo'. Only these two buttons load with the screen: the reading's
 * code and words load when a file is chosen (docs/decisions/0026's budget). While it reads, the buttons stay
 * focusable but refuse, so the keyboard keeps its place.
 */
export function ScanPermit({ onScanned, startAtOnce = false }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [reading, setReading] = useState(false);
  // The outcome with the lazily loaded component that says it.
  const [outcome, setOutcome] = useState<{ shown: ScanOutcome; Note: typeof ScanOutcomeNote }>();
  const scanInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = scanInput.current;
    if (!startAtOnce || !input) return;
    input.focus();
    // The dashboard's click still counts as the owner's gesture for a moment; after that it is theirs to press.
    if (navigator.userActivation?.isActive) {
      try {
        input.showPicker();
      } catch {
        // Refused by the browser: the focused button waits for the owner.
      }
    }
  }, [startAtOnce]);

  const choose = async (file: File | undefined) => {
    if (!file || reading) return;
    setReading(true);
    setOutcome(undefined);
    try {
      const scanReading = await loadScanReading();
      setOutcome({ shown: await scanReading.readPermit(file, onScanned), Note: scanReading.ScanOutcomeNote });
    } catch {
      // The reading's code did not load: the form is as it was.
      toast.error(t`Error`, {
        description: t`Could not reach PermitPilot. Check your connection and try again.`,
      });
    } finally {
      setReading(false);
    }
  };

  // A file input the keyboard reaches, drawn as its label, a button.
  const fileButton = (label: string, capture = false) => (
    <>
      <input
        ref={capture ? undefined : scanInput}
        id={`${id}-${String(capture)}`}
        type="file"
        accept={capture ? 'image/*' : SCAN_TYPES}
        capture={capture ? 'environment' : undefined}
        aria-describedby={`${id}-hint`}
        aria-disabled={reading || undefined}
        className="peer sr-only"
        onClick={(event) => reading && event.preventDefault()}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={`${id}-${String(capture)}`}
        className={cn(
          buttonVariants({ variant: capture ? 'outline' : 'secondary', wrap: true }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-aria-disabled:opacity-60',
        )}
      >
        {label}
      </label>
    </>
  );

  return (
    <div className="relative flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3">
      <div className="flex flex-wrap gap-2">
        {fileButton(t`Scan a Permit`)}
        {/* A camera only where there is one to point: phones and tablets. */}
        <span className="hidden pointer-coarse:contents">{fileButton(t`Take a photo`, true)}</span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>A photo or PDF of the permit, up to 10 MB, fills in the form for you to check.</Trans>
      </p>
      <div role="status" className="text-sm empty:hidden">
        {reading ? (
          <span className="flex items-center gap-2 font-medium">
            <SpinnerIcon size="sm" />
            <Trans>Reading your permit…</Trans>
          </span>
        ) : (
          outcome?.shown.read && <outcome.Note outcome={outcome.shown} />
        )}
      </div>
      {!reading && outcome && !outcome.shown.read && <outcome.Note outcome={outcome.shown} />}
    </div>
  );
}
