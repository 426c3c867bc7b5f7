/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/trends');

export const trendResponseSchema = async () => (await contracts()).trendResponseSchema;
export const trendScheduleSchema = async () => (await contracts()).trendScheduleSchema;
