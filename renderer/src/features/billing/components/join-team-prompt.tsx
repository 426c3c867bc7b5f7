import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { Team } from '../../../../../shared/contracts/teams';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useAcceptTeamInvite } from '../api/accept-team-invite';

interface JoinTeamPromptProps {
  token: string;
  /** Called after joining (with the team) or declining: the token leaves the address bar. */
  onDone: (team: Team | null) => void;
}

/** Someone opened an invite link (/billing?invite=TOKEN): joining is their explicit choice. */
export function JoinTeamPrompt({ token, onDone }: JoinTeamPromptProps) {
  const accept = useAcceptTeamInvite();
  const [error, setError] = useState<string | null>(null);

  function join() {
    setError(null);
    accept.mutate(token, {
      onSuccess: (team) => {
        toast({ title: 'Welcome to the Team', description: `You joined ${team.ownerName ? `${team.ownerName}'s team` : 'the team'}.` });
        onDone(team);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  }

  return (
    <Card className="flex flex-col items-start gap-4 border-gold-400/40 p-6" data-testid="join-team">
      <UserCheck aria-hidden="true" className="size-8 text-gold-400" />
      <h2 className="text-xl font-semibold text-white">Join team</h2>
      <p className="max-w-prose text-slate-300">
        You were invited to a Business plan team. Joining lets you see and add to the team&apos;s business accounts; the owner
        can remove you and you can leave at any time.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-300" data-testid="join-team-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={join} disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Join team'}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)} disabled={accept.isPending}>
          Not now
        </Button>
      </div>
    </Card>
  );
}
