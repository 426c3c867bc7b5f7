import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../../db/open';
import { teamMembers, users } from '../../db/schema';

export type TeamMemberRow = typeof teamMembers.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The tier that owns a team; anything else leaves the rows in place but shares nothing. */
export const TEAM_TIER = 'business';

/** Only the SHA-256 of an invite token is stored, so a leaked database holds no working links. */
export const inviteTokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
export const newInviteToken = () => randomBytes(32).toString('base64url');

export type InviteOutcome =
  | { ok: true; row: TeamMemberRow }
  | { ok: false; reason: 'seats_full' | 'duplicate' | 'in_other_team' };

export type AcceptOutcome =
  | { ok: true; row: TeamMemberRow }
  | { ok: false; reason: 'not_found' | 'own_team' | 'wrong_email' | 'in_other_team' };

export function teamRepository(db: AppDatabase) {
  const memberUser = alias(users, 'member_user');

  /** Is this user already in a team: an active member of one, or the owner of one with any rows? */
  const inAnyTeam = (tx: Pick<AppDatabase, 'select'>, userId: string): boolean =>
    tx.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.memberUserId, userId), eq(teamMembers.status, 'active'))).get() !== undefined ||
    tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.ownerId, userId)).get() !== undefined;

  return {
    findUser(userId: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.id, userId)).get();
    },

    /** The owner's invites and members, oldest first, with the member's account where accepted. */
    rowsOf(ownerId: string): Array<{ row: TeamMemberRow; user: UserRow | null }> {
      return db
        .select({ row: teamMembers, user: memberUser })
        .from(teamMembers)
        .leftJoin(memberUser, eq(memberUser.id, teamMembers.memberUserId))
        .where(eq(teamMembers.ownerId, ownerId))
        .orderBy(asc(teamMembers.invitedAt), asc(teamMembers.email))
        .all();
    },

    /** The team this user has joined (active membership), if any. */
    membershipOf(userId: string): TeamMemberRow | undefined {
      return db.select().from(teamMembers).where(and(eq(teamMembers.memberUserId, userId), eq(teamMembers.status, 'active'))).get();
    },

    /**
     * May memberUserId see and contribute to ownerId's shared data right now? Only while the row is
     * active and the owner still holds the Business plan (a downgrade suspends access, rows stay).
     */
    sharesWith(memberUserId: string, ownerId: string): boolean {
      return (
        db
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.ownerId))
          .where(
            and(
              eq(teamMembers.ownerId, ownerId),
              eq(teamMembers.memberUserId, memberUserId),
              eq(teamMembers.status, 'active'),
              eq(users.subscriptionTier, TEAM_TIER),
            ),
          )
          .get() !== undefined
      );
    },

    find(id: string): TeamMemberRow | undefined {
      return db.select().from(teamMembers).where(eq(teamMembers.id, id)).get();
    },

    /**
     * Seat check, duplicate check and insert in one transaction, so two simultaneous invites cannot
     * both take the last seat. `seatLimit` counts the owner.
     */
    invite(input: { ownerId: string; ownerEmail: string; email: string; tokenHash: string; seatLimit: number; now: number }): InviteOutcome {
      return db.transaction((tx): InviteOutcome => {
        if (tx.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.memberUserId, input.ownerId), eq(teamMembers.status, 'active'))).get()) {
          return { ok: false, reason: 'in_other_team' };
        }
        if (input.email === input.ownerEmail.toLowerCase()) return { ok: false, reason: 'duplicate' };
        const existing = tx.select({ id: teamMembers.id }).from(teamMembers).where(and(eq(teamMembers.ownerId, input.ownerId), eq(teamMembers.email, input.email))).get();
        if (existing) return { ok: false, reason: 'duplicate' };
        const used = 1 + tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.ownerId, input.ownerId)).get()!.n;
        if (used >= input.seatLimit) return { ok: false, reason: 'seats_full' };
        const row = tx
          .insert(teamMembers)
          .values({ ownerId: input.ownerId, email: input.email, status: 'invited', inviteTokenHash: input.tokenHash, invitedAt: input.now })
          .returning()
          .get();
        return { ok: true, row };
      });
    },

    /**
     * Turns an open invite into a membership. The token hash is cleared in the same statement, so a
     * link works once even when it is opened twice at the same moment.
     */
    accept(input: { tokenHash: string; userId: string; userEmail: string; now: number }): AcceptOutcome {
      return db.transaction((tx): AcceptOutcome => {
        const invite = tx
          .select()
          .from(teamMembers)
          .where(and(eq(teamMembers.inviteTokenHash, input.tokenHash), eq(teamMembers.status, 'invited')))
          .get();
        if (!invite) return { ok: false, reason: 'not_found' };
        if (invite.ownerId === input.userId) return { ok: false, reason: 'own_team' };
        if (invite.email !== input.userEmail.toLowerCase()) return { ok: false, reason: 'wrong_email' };
        if (inAnyTeam(tx, input.userId)) return { ok: false, reason: 'in_other_team' };
        const row = tx
          .update(teamMembers)
          .set({ status: 'active', memberUserId: input.userId, inviteTokenHash: null, acceptedAt: input.now })
          .where(and(eq(teamMembers.id, invite.id), eq(teamMembers.status, 'invited'), sql`${teamMembers.inviteTokenHash} is not null`))
          .returning()
          .get();
        return row ? { ok: true, row } : { ok: false, reason: 'not_found' };
      });
    },

    remove(id: string): boolean {
      return db.delete(teamMembers).where(eq(teamMembers.id, id)).run().changes > 0;
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
