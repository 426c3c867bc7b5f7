/** The shared contracts, loaded with the first answer they parse. */
const contracts = () => import('../../../../../shared/contracts/blog');

export const blogPostListSchema = async () => (await contracts()).blogPostListSchema;
export const blogPostSchema = async () => (await contracts()).blogPostSchema;
