/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/referral');

export const referralSummarySchema = async () => (await contracts()).referralSummarySchema;
