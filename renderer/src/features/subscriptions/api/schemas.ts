/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const contracts = () => import('../../../../../shared/contracts/subscriptions');

export const subscriptionSchema = async () => (await contracts()).subscriptionSchema;
export const subscriptionListSchema = async () => (await contracts()).subscriptionListSchema;
export const savingsSummarySchema = async () => (await contracts()).savingsSummarySchema;
export const analyzeResponseSchema = async () => (await contracts()).analyzeResponseSchema;
export const scanResponseSchema = async () => (await contracts()).scanResponseSchema;
export const sampleTransactionsResponseSchema = async () => (await contracts()).sampleTransactionsResponseSchema;
export const importBankTransactionsResponseSchema = async () => (await contracts()).importBankTransactionsResponseSchema;
