/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/credit');

export const creditScoreSchema = async () => (await contracts()).creditScoreSchema;
export const creditHistorySchema = async () => (await contracts()).creditHistorySchema;
export const creditAlertsSchema = async () => (await contracts()).creditAlertsSchema;
