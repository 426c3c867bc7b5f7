import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { CardHeading } from '@/components/card-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { signInHref } from '@/lib/current-user';
import { useSignOutEverywhere } from '../api/account';

/**
 * Ends every session of the account, this one too, then opens the sign-in page (a full load, so
 * nothing of the account stays in memory). It asks once before, as it signs out other devices.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <Card>
      <CardHeading icon={LogOut} title="Sign out everywhere" id="sign-out-everywhere-heading">
        Ends every session of this account, on every device and browser, including this one. Use it if you signed in somewhere you no
        longer trust.
      </CardHeading>
      <CardContent className="flex flex-col items-start gap-3">
        {confirming ? (
          <div role="group" aria-labelledby="sign-out-everywhere-question" className="flex flex-col gap-3">
            <p id="sign-out-everywhere-question" className="text-slate-200">
              Sign out of every device now? You will need your password to sign in again.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="destructive"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: () => window.location.assign(signInHref('/dashboard')) })}
                data-testid="sign-out-everywhere-confirm"
              >
                {signOut.isPending ? 'Signing out…' : 'Yes, sign out everywhere'}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={signOut.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="sign-out-everywhere">
            Sign out everywhere
          </Button>
        )}
        {signOut.isError ? (
          <p role="alert" className="text-sm text-red-200">
            {errorText(signOut.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
