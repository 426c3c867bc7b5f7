/**
 * Rules of the Business plan team card (contracts/teams.ts): who sees it, who may do what, and the
 * invite link a teammate opens.
 */
import type { Team, TeamMember } from '../../../../../shared/contracts/teams';

/** The query parameter an invite link carries (/billing?invite=TOKEN). */
export const INVITE_PARAM = 'invite';

/** Tokens the accept endpoint can take (teamAcceptRequestSchema: 20 to 200 characters). */
export function inviteToken(search: URLSearchParams): string | null {
  const token = search.get(INVITE_PARAM)?.trim();
  return token && token.length >= 20 && token.length <= 200 ? token : null;
}

/** The card shows for Business users (they may start a team) and anyone already in one. */
export function showTeamCard(tier: string | undefined, team: Team | undefined): boolean {
  return tier === 'business' || (team !== undefined && team.ownerId !== null);
}

export function seatsLabel(team: Pick<Team, 'seatsUsed' | 'seatLimit'>): string {
  return `${team.seatsUsed} of ${team.seatLimit} seats used`;
}

export function seatsFull(team: Pick<Team, 'seatsUsed' | 'seatLimit'>): boolean {
  return team.seatsUsed >= team.seatLimit;
}

/** Members are matched to the caller by email: the member id is the membership's, not the user's. */
export function isCaller(member: TeamMember, callerEmail: string | undefined): boolean {
  return callerEmail !== undefined && member.email.trim().toLowerCase() === callerEmail.trim().toLowerCase();
}

export type MemberAction = 'remove' | 'revoke' | 'leave' | null;

/**
 * What the row's button does: an owner removes members and withdraws open invites; a member may
 * only leave; nobody removes the owner (the owner ends the team by leaving the Business plan).
 */
export function memberAction(member: TeamMember, team: Pick<Team, 'canManage'>, callerEmail: string | undefined): MemberAction {
  if (member.role === 'owner') return null;
  if (isCaller(member, callerEmail)) return 'leave';
  if (!team.canManage) return null;
  return member.status === 'invited' ? 'revoke' : 'remove';
}

export function memberName(member: TeamMember): string {
  return member.name?.trim() || member.email;
}

/** Owner first, then active members, then open invites; alphabetical within each. */
export function sortMembers(members: readonly TeamMember[]): TeamMember[] {
  const rank = (m: TeamMember) => (m.role === 'owner' ? 0 : m.status === 'active' ? 1 : 2);
  return [...members].sort((a, b) => rank(a) - rank(b) || memberName(a).localeCompare(memberName(b)));
}

/** The server may answer a path; the copied link must open from an email or chat, so it is made absolute. */
export function absoluteInviteUrl(inviteUrl: string, origin: string): string {
  try {
    return new URL(inviteUrl, origin).toString();
  } catch {
    return inviteUrl;
  }
}

/** The address bar without the invite token once it is used (or refused), keeping anything else. */
export function searchWithoutInvite(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(INVITE_PARAM);
  return next;
}
