/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/payments');

export const paymentsConfigSchema = async () => (await contracts()).paymentsConfigSchema;
export const subscriptionPaymentResponseSchema = async () => (await contracts()).subscriptionPaymentResponseSchema;
export const demoConfirmResponseSchema = async () => (await contracts()).demoConfirmResponseSchema;
