/** The shared contracts, loaded with the first answer they parse. */
const contracts = () => import('../../../../../shared/contracts/bills');

export const billNegotiationSchema = async () => (await contracts()).billNegotiationSchema;
export const billListSchema = async () => (await contracts()).billListSchema;
