import { z } from 'zod';

/**
 * Business plan teams (issue: "Business: up to 5 team members — invite, accept, remove; members
 * share the business's data"). The owner is a user on the Business plan; members see and contribute
 * to the owner's business savings accounts.
 */

/** POST /api/team/invite */
export const teamInviteRequestSchema = z.object({ email: z.email().max(254) }).strict();
/** POST /api/team/accept */
export const teamAcceptRequestSchema = z.object({ token: z.string().min(20).max(200) }).strict();
/** DELETE /api/team/members/{memberId} */
export const teamMemberParamsSchema = z.object({ memberId: z.string().uuid() });

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(['owner', 'member']),
  status: z.enum(['invited', 'active']),
  invitedAt: z.number().nullable(),
  acceptedAt: z.number().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team: the team the caller owns or belongs to. */
export const teamSchema = z.object({
  /** null when the caller owns no team and belongs to none. */
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The caller may invite and remove (a Business plan owner). */
  canManage: z.boolean(),
  members: z.array(teamMemberSchema),
  /** Seats in use (the owner, active members and open invites) and the plan's limit. */
  seatsUsed: z.number().int(),
  seatLimit: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** The invite answer carries the link once; only its hash is stored. */
export const teamInviteResponseSchema = z.object({ member: teamMemberSchema, inviteUrl: z.string() });
