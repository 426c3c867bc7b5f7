/** Business plan teams: invites, acceptance and members (docs/product.md "Plans and payments"). */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/teams');

export const teamsApi = {
  /** The team the caller owns or belongs to (ownerId null when none). */
  team: endpoint({
    method: 'GET',
    path: '/api/team',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.teamSchema })),
  }),
  /** The owner of a Business plan invites someone by email; answers the one-time link's path. */
  invite: endpoint({
    method: 'POST',
    path: '/api/team/invite',
    access: 'member',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.teamInviteRequestSchema, response: c.teamInviteResponseSchema })),
  }),
  /** Joins the team the invite token belongs to; answers that team. */
  accept: endpoint({
    method: 'POST',
    path: '/api/team/accept',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.teamAcceptRequestSchema, response: c.teamSchema })),
  }),
  /** The owner removes a member or withdraws an invite; a member naming their own row leaves. */
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/team/members/:memberId',
    access: 'member',
    status: 204,
    schemas: () => contracts().then((c) => ({ params: c.teamMemberParamsSchema })),
  }),
};
