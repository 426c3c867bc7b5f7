/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const dashboards = () => import('../../../../shared/contracts/dashboards');
const campaigns = () => import('../../../../shared/contracts/campaigns');
const growth = () => import('../../../../shared/contracts/growth');

export const realtimeSchema = async () => (await dashboards()).realtimeResponseSchema;
export const realTimeSchema = async () => (await dashboards()).realTimeResponseSchema;
export const conversionsSchema = async () => (await dashboards()).conversionsResponseSchema;
export const trafficSourcesSchema = async () => (await dashboards()).trafficSourcesResponseSchema;
export const hourlySchema = async () => (await dashboards()).hourlyResponseSchema;
export const topPagesSchema = async () => (await dashboards()).topPagesResponseSchema;
export const funnelMetricsSchema = async () => (await dashboards()).funnelMetricsResponseSchema;
export const abResultsSchema = async () => (await growth()).abResultsSchema;
export const campaignStateSchema = async () => (await campaigns()).campaignStateResponseSchema;
export const campaignItemSchema = async () => (await campaigns()).campaignItemSchema;
export const activationResultSchema = async () => (await campaigns()).activationResultSchema;
