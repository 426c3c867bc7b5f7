/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/rewards');

export const rewardsStateSchema = async () => (await contracts()).rewardsStateSchema;
