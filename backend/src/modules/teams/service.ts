/**
 * Business plan teams: the owner invites up to BUSINESS_TEAM_SIZE - 1 people by email; each accepts
 * with the one-time link while signed in with that email, and then shares the owner's business
 * savings accounts (sharesWith, asked by the business accounts' routes on every request). Access is
 * checked against the owner's current plan, so a downgrade suspends sharing without deleting
 * anyone's row.
 */
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { Team, TeamMember } from '../../../../shared/contracts/teams';
import { BUSINESS_TEAM_SIZE } from '../../../../shared/plans';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound, unauthorized } from '../../http/errors';
import { inviteTokenDigest, newInviteToken, TEAM_TIER, teamRepository, type TeamMemberRow } from './repository';

type NamedUser = { firstName: string | null; lastName: string | null; username: string };

const displayName = (user: NamedUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

function toTeamMember(row: TeamMemberRow, user: NamedUser | null): TeamMember {
  return {
    id: row.id,
    email: row.email,
    // An open invite names nobody: whether the email has an account here is not the owner's business.
    name: row.status === 'active' && user ? displayName(user) : null,
    role: 'member',
    status: row.status,
    invitedAt: row.invitedAt,
    acceptedAt: row.acceptedAt,
  };
}

const NO_TEAM: Team = { ownerId: null, ownerName: null, canManage: false, members: [], seatsUsed: 0, seatLimit: BUSINESS_TEAM_SIZE };

export const TEAM_MESSAGES = {
  needsBusiness: 'Team accounts need the Business plan',
  seatsFull: `All ${BUSINESS_TEAM_SIZE} seats are in use`,
  duplicate: 'That person is already on your team or invited',
  ownerInOtherTeam: 'Leave the team you belong to before inviting people to your own',
  inviteNotFound: 'This invite link is not valid or has already been used',
  ownTeam: 'You own this team',
  wrongEmail: 'This invite was sent to a different email address: sign in with that address to accept it',
  alreadyInTeam: 'You already belong to a team',
} as const;

export function createTeamsService(ctx: AppContext) {
  const repo = teamRepository(ctx.db);

  const currentUser = (userId: string) => {
    const user = repo.findUser(userId);
    // A session whose account was deleted in the meantime.
    if (!user) throw unauthorized();
    return user;
  };

  const teamOf = (ownerId: string, canManage: boolean): Team => {
    const owner = repo.findUser(ownerId)!;
    const rows = repo.rowsOf(ownerId);
    const ownerMember: TeamMember = {
      id: owner.id,
      email: owner.email,
      name: displayName(owner),
      role: 'owner',
      status: 'active',
      invitedAt: null,
      acceptedAt: null,
    };
    return {
      ownerId,
      ownerName: displayName(owner),
      canManage,
      members: [ownerMember, ...rows.map(({ row, user }) => toTeamMember(row, user))],
      seatsUsed: 1 + rows.length,
      seatLimit: BUSINESS_TEAM_SIZE,
    };
  };

  return {
    /** The team the user owns or belongs to, as they may see it. */
    teamFor(userId: string): Team {
      const me = currentUser(userId);
      // Membership first: someone who joined a team and later bought Business still belongs to that
      // one team (they leave it before inviting people of their own). A member keeps seeing the team,
      // and can leave it, while the owner's plan lapses; sharing itself is refused by sharesWith.
      const membership = repo.membershipOf(me.id);
      if (membership) return teamOf(membership.ownerId, false);
      if (me.subscriptionTier === TEAM_TIER) return teamOf(me.id, true);
      // A former Business owner still sees the rows, read-only, until the plan comes back.
      if (repo.rowsOf(me.id).length > 0) return teamOf(me.id, false);
      return NO_TEAM;
    },

    invite(ownerId: string, email: string): { member: TeamMember; inviteUrl: string } {
      const owner = currentUser(ownerId);
      if (owner.subscriptionTier !== TEAM_TIER) throw forbidden(TEAM_MESSAGES.needsBusiness);
      const token = newInviteToken();
      const outcome = repo.invite({
        ownerId: owner.id,
        ownerEmail: owner.email,
        email: email.trim().toLowerCase(),
        tokenHash: inviteTokenDigest(token),
        seatLimit: BUSINESS_TEAM_SIZE,
        now: ctx.clock.now(),
      });
      if (!outcome.ok) {
        if (outcome.reason === 'seats_full') throw new AppError(409, 'team_full', TEAM_MESSAGES.seatsFull);
        if (outcome.reason === 'in_other_team') throw new AppError(409, 'already_in_team', TEAM_MESSAGES.ownerInOtherTeam);
        throw new AppError(409, 'already_invited', TEAM_MESSAGES.duplicate);
      }
      // A path, not a URL: the page knows the address people reach it by.
      return { member: toTeamMember(outcome.row, null), inviteUrl: `/billing?invite=${token}` };
    },

    accept(userId: string, token: string): Team {
      const me = currentUser(userId);
      const outcome = repo.accept({ tokenHash: inviteTokenDigest(token), userId: me.id, userEmail: me.email, now: ctx.clock.now() });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'not_found':
            throw new AppError(404, ERROR_CODES.notFound, TEAM_MESSAGES.inviteNotFound);
          case 'own_team':
            throw forbidden(TEAM_MESSAGES.ownTeam);
          case 'wrong_email':
            throw forbidden(TEAM_MESSAGES.wrongEmail);
          case 'in_other_team':
            throw new AppError(409, 'already_in_team', TEAM_MESSAGES.alreadyInTeam);
        }
      }
      return teamOf(outcome.row.ownerId, false);
    },

    /** The owner removes anyone; a member removes only themself (leaving). Everyone else: no such row. */
    remove(callerId: string, memberId: string): void {
      const row = repo.find(memberId);
      if (!row || (row.ownerId !== callerId && row.memberUserId !== callerId)) throw notFound('Team member');
      repo.remove(row.id);
    },

    /**
     * May memberUserId see and contribute to ownerId's shared data right now? Only as an active
     * member while the owner still holds the Business plan.
     */
    sharesWith: (memberUserId: string, ownerId: string): boolean => repo.sharesWith(memberUserId, ownerId),
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
