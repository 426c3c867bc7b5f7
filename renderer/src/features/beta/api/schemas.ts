/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/beta');

export const betaStatusSchema = async () => (await contracts()).betaStatusSchema;
export const betaSignupResponseSchema = async () => (await contracts()).betaSignupResponseSchema;
