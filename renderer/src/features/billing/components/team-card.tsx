import { Copy, LogOut, UserMinus, UserPlus, Users } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Team, TeamMember } from '../../../../../shared/contracts/teams';
import { BUSINESS_TEAM_SIZE } from '../../../../../shared/plans';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useInviteTeamMember } from '../api/invite-team-member';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { absoluteInviteUrl, memberAction, memberName, seatsFull, seatsLabel, sortMembers, type MemberAction } from '../lib/team';
import { ConfirmDialog } from './confirm-dialog';

/** How long the copy button says "Link copied!" (the spec's copied labels last 2 s). */
const COPIED_MS = 2_000;

interface TeamCardProps {
  team: Team;
  callerEmail: string | undefined;
}

/** The Business plan's team: members, seats, invites by link, remove and leave. */
export function TeamCard({ team, callerEmail }: TeamCardProps) {
  const members = sortMembers(team.members);
  const [asked, setAsked] = useState<{ member: TeamMember; action: Exclude<MemberAction, null> } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const remove = useRemoveTeamMember();
  const isMember = !team.canManage && team.ownerId !== null;

  function confirmAction() {
    if (!asked) return;
    const { member, action } = asked;
    setAsked(null);
    setActionError(null);
    remove.mutate(member.id, {
      onSuccess: () => {
        if (action === 'leave') toast({ title: 'You Left the Team', description: `You no longer share ${team.ownerName ?? 'the team'}'s data.` });
        else toast({ title: action === 'revoke' ? 'Invite Withdrawn' : 'Member Removed', description: `${memberName(member)} is off the team.` });
      },
      onError: (error) => setActionError(errorText(error)),
    });
  }

  return (
    <Card className="flex flex-col gap-5 p-6" data-testid="team-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <IconText as="h2" icon={Users} iconClassName="size-5 text-gold-400" className="flex items-center gap-2 text-lg font-semibold text-white">
            Team
          </IconText>
          <p className="text-sm text-slate-300">
            {isMember
              ? `You are a member of ${team.ownerName ?? 'a Business plan'}'s team: you see and add to its business accounts.`
              : `Your Business plan shares its business accounts with up to ${team.seatLimit} people, you included.`}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-200" data-testid="team-seats">
          {seatsLabel(team)}
        </p>
        <Progress value={(team.seatsUsed / Math.max(1, team.seatLimit)) * 100} label="Team seats used" />
      </div>

      {members.length > 0 ? (
        <ul className="flex flex-col divide-y divide-white/10" aria-label="Team members">
          {members.map((member) => {
            const action = memberAction(member, team, callerEmail);
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="team-member">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold break-words text-white" data-testid="team-member-name">
                    {memberName(member)}
                  </span>
                  {member.name ? <span className="text-sm break-all text-slate-400">{member.email}</span> : null}
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={member.role === 'owner' ? 'default' : 'secondary'} data-testid="team-member-role">
                    {member.role === 'owner' ? 'Owner' : 'Member'}
                  </Badge>
                  <Badge variant={member.status === 'active' ? 'success' : 'info'} data-testid="team-member-status">
                    {member.status === 'active' ? 'Active' : 'Invited'}
                  </Badge>
                </div>
                {action ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setAsked({ member, action })}
                    disabled={remove.isPending && remove.variables === member.id}
                    aria-label={ACTION_LABELS[action].aria(memberName(member))}
                  >
                    {action === 'leave' ? <LogOut aria-hidden="true" className="size-4" /> : <UserMinus aria-hidden="true" className="size-4" />}
                    {ACTION_LABELS[action].button}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-300" data-testid="team-empty">
          No teammates yet. Invite up to {BUSINESS_TEAM_SIZE - 1} people by email below.
        </p>
      )}

      {actionError ? (
        <p role="alert" className="text-sm text-red-300" data-testid="team-action-error">
          {actionError}
        </p>
      ) : null}

      {team.canManage ? <InviteForm team={team} /> : null}

      <ConfirmDialog
        open={asked !== null}
        title={asked ? ACTION_LABELS[asked.action].title(memberName(asked.member)) : ''}
        confirmLabel={asked ? ACTION_LABELS[asked.action].button : ''}
        cancelLabel="Keep"
        onConfirm={confirmAction}
        onClose={() => setAsked(null)}
        testId="team-confirm"
      >
        <p>{asked ? ACTION_LABELS[asked.action].detail : null}</p>
      </ConfirmDialog>
    </Card>
  );
}

const ACTION_LABELS = {
  remove: {
    button: 'Remove',
    aria: (name: string) => `Remove ${name}`,
    title: (name: string) => `Remove ${name} from the team?`,
    detail: 'They lose access to the team’s business accounts at once. Their seat becomes free.',
  },
  revoke: {
    button: 'Withdraw invite',
    aria: (name: string) => `Withdraw the invite to ${name}`,
    title: (name: string) => `Withdraw the invite to ${name}?`,
    detail: 'The invite link stops working and the seat becomes free.',
  },
  leave: {
    button: 'Leave team',
    aria: () => 'Leave team',
    title: () => 'Leave this team?',
    detail: 'You lose access to the team’s business accounts. The owner can invite you again.',
  },
} as const;

function InviteForm({ team }: { team: Team }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const invite = useInviteTeamMember();
  const full = seatsFull(team);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Enter your teammate’s email address.');
      return;
    }
    setError(null);
    setSent(null);
    invite.mutate(address, {
      onSuccess: (result) => {
        setEmail('');
        setSent({ email: result.member.email, link: absoluteInviteUrl(result.inviteUrl, window.location.origin) });
      },
      onError: (failure) => setError(errorText(failure)),
    });
  }

  return (
    <div className="flex flex-col gap-4 border-t border-white/10 pt-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label="Invite a teammate">
        <FormField
          label="Teammate's email"
          error={error}
          errorTestId="team-invite-error"
          hint={full ? `All ${team.seatLimit} seats are in use: remove someone or withdraw an invite first.` : 'They get a link to join.'}
          className="flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              inputMode="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? 'Sending...' : 'Send invite'}
        </Button>
      </form>
      {sent ? <InviteLink email={sent.email} link={sent.link} /> : null}
    </div>
  );
}

/** The link exists only in this answer (the server keeps its hash), so it is offered to copy now. */
function InviteLink({ email, link }: { email: string; link: string }) {
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setManual(false);
    } catch {
      // No clipboard permission (or no secure context): select the text so one keystroke copies it.
      inputRef.current?.select();
      setManual(true);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-4" data-testid="team-invite-link">
      <p className="text-sm text-emerald-100">
        Invite created for <strong className="font-semibold break-all">{email}</strong>. Copy this link and send it to them: it is
        shown only once.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          readOnly
          value={link}
          aria-label="Invite link"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
          data-testid="team-invite-url"
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? 'Link copied!' : 'Copy link'}
        </Button>
      </div>
      <p aria-live="polite" className={manual ? 'text-sm text-slate-300' : 'sr-only'}>
        {manual ? 'Copying was not allowed here: the link is selected, press Ctrl+C (or ⌘C) to copy it.' : copied ? 'Invite link copied to the clipboard.' : ''}
      </p>
    </div>
  );
}
