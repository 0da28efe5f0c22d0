import { ArrowLeft, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SignedInHeader } from '@client/app/signed-in-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSession } from '@client/features/auth/api/get-session';
import { useSignOut } from '@client/features/auth/api/sign-out';
import { PlanBadge } from '@client/features/subscription/components/plan-badge';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function Component() {
  useDocumentTitle('Account');
  const { data: session } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        navigate('/auth', { replace: true });
      },
      onError: () => toast.error('Error', { description: 'Failed to log out. Please try again.' }),
    });

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader
        leading={
          <Button variant="ghost" asChild className="-ml-2">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        }
      />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Account</h1>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Your plan</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <div>
              <PlanBadge />
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">Signed in as </span>
              <span className="font-medium break-all">{session?.user.email}</span>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Sign Out</h2>
            </CardTitle>
            <CardDescription>Sign out of PermitPilot on this device.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={handleSignOut} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
