/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const payments = () => import('../../../../../shared/contracts/payments');
const teams = () => import('../../../../../shared/contracts/teams');

export const billingInfoSchema = async () => (await payments()).billingInfoSchema;
export const cancelSubscriptionResponseSchema = async () => (await payments()).cancelSubscriptionResponseSchema;
export const customerPortalResponseSchema = async () => (await payments()).customerPortalResponseSchema;
export const teamSchema = async () => (await teams()).teamSchema;
export const teamInviteResponseSchema = async () => (await teams()).teamInviteResponseSchema;
