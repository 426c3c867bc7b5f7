import { describe, expect, it } from 'vitest';
import type { Team, TeamMember } from '../../../../../shared/contracts/teams';
import {
  absoluteInviteUrl,
  inviteToken,
  isCaller,
  memberAction,
  memberName,
  searchWithoutInvite,
  seatsFull,
  seatsLabel,
  showTeamCard,
  sortMembers,
} from './team';

const member = (over: Partial<TeamMember>): TeamMember => ({
  id: 'm1',
  email: 'sam@example.com',
  name: 'Sam',
  role: 'member',
  status: 'active',
  invitedAt: 1,
  acceptedAt: 2,
  ...over,
});

const team = (over: Partial<Team> = {}): Team => ({
  ownerId: 'owner-1',
  ownerName: 'Olive',
  canManage: true,
  members: [],
  seatsUsed: 1,
  seatLimit: 5,
  ...over,
});

const TOKEN = 'a'.repeat(32);

describe('inviteToken', () => {
  it('reads a token of an acceptable length', () => {
    expect(inviteToken(new URLSearchParams(`invite=${TOKEN}`))).toBe(TOKEN);
  });

  it('ignores a missing, short or overlong token', () => {
    expect(inviteToken(new URLSearchParams(''))).toBeNull();
    expect(inviteToken(new URLSearchParams('invite=short'))).toBeNull();
    expect(inviteToken(new URLSearchParams(`invite=${'b'.repeat(201)}`))).toBeNull();
  });
});

describe('showTeamCard', () => {
  it('shows for the Business tier even before a team exists', () => {
    expect(showTeamCard('business', undefined)).toBe(true);
    expect(showTeamCard('business', team({ ownerId: null, members: [] }))).toBe(true);
  });

  it('shows for a member of a team on any tier, and hides otherwise', () => {
    expect(showTeamCard('free', team({ canManage: false }))).toBe(true);
    expect(showTeamCard('pro', team({ ownerId: null }))).toBe(false);
    expect(showTeamCard('free', undefined)).toBe(false);
  });
});

describe('seats', () => {
  it('says how many of the seats are used and when they are full', () => {
    expect(seatsLabel({ seatsUsed: 2, seatLimit: 5 })).toBe('2 of 5 seats used');
    expect(seatsFull({ seatsUsed: 4, seatLimit: 5 })).toBe(false);
    expect(seatsFull({ seatsUsed: 5, seatLimit: 5 })).toBe(true);
  });
});

describe('memberAction', () => {
  it('lets nobody remove the owner', () => {
    expect(memberAction(member({ role: 'owner' }), team(), 'sam@example.com')).toBeNull();
  });

  it('lets a member leave, matched by email whatever its case', () => {
    expect(memberAction(member({}), team({ canManage: false }), 'SAM@example.com')).toBe('leave');
  });

  it('lets the owner remove a member or withdraw an invite', () => {
    expect(memberAction(member({}), team(), 'olive@example.com')).toBe('remove');
    expect(memberAction(member({ status: 'invited' }), team(), 'olive@example.com')).toBe('revoke');
  });

  it("gives a member no button on someone else's row", () => {
    expect(memberAction(member({ email: 'kim@example.com' }), team({ canManage: false }), 'sam@example.com')).toBeNull();
  });

  it('treats an unknown caller as not matching anyone', () => {
    expect(isCaller(member({}), undefined)).toBe(false);
  });
});

describe('members', () => {
  it('puts the owner first, then active members, then invites', () => {
    const sorted = sortMembers([
      member({ id: 'i', email: 'inv@example.com', name: null, status: 'invited' }),
      member({ id: 'b', name: 'Bea' }),
      member({ id: 'o', name: 'Zed', role: 'owner' }),
      member({ id: 'a', name: 'Al' }),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['o', 'a', 'b', 'i']);
  });

  it('names a member by name, else email', () => {
    expect(memberName(member({ name: '  ' }))).toBe('sam@example.com');
    expect(memberName(member({}))).toBe('Sam');
  });
});

describe('links', () => {
  it('makes a path absolute and leaves a full address alone', () => {
    expect(absoluteInviteUrl(`/billing?invite=${TOKEN}`, 'https://app.example')).toBe(`https://app.example/billing?invite=${TOKEN}`);
    expect(absoluteInviteUrl('https://other.example/x', 'https://app.example')).toBe('https://other.example/x');
  });

  it('drops only the invite from the query', () => {
    expect(searchWithoutInvite(new URLSearchParams(`invite=${TOKEN}&portal=demo`)).toString()).toBe('portal=demo');
  });
});
