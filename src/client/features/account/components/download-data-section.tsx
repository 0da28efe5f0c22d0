import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** DESIGN §6.7: a signed-in owner downloads everything PermitPilot stores about them, as JSON. */
export function DownloadDataSection() {
  return (
    <section className="flex flex-col items-start gap-3 rounded-lg border p-5">
      <h2 className="text-xl font-semibold">Your data</h2>
      <p className="text-muted-foreground">
        Download a copy of everything PermitPilot stores about you: your account, business profile, permits,
        reminder settings and subscription, as one JSON file.
      </p>
      <Button asChild>
        <a href="/api/account/export" download>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </Button>
    </section>
  );
}
