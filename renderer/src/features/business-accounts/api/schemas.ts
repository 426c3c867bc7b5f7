/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/business');

export const businessAccountSchema = async () => (await contracts()).businessAccountSchema;
export const businessAccountListSchema = async () => (await contracts()).businessAccountListSchema;
export const businessAccountDetailsSchema = async () => (await contracts()).businessAccountDetailsSchema;
export const paidViolationSchema = async () => (await contracts()).paidViolationSchema;
export const contributeResponseSchema = async () => (await contracts()).contributeResponseSchema;
