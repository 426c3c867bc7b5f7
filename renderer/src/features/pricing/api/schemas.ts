/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const caseStudies = () => import('../../../../../shared/contracts/case-studies');
const payments = () => import('../../../../../shared/contracts/payments');

export const featuredCaseStudiesSchema = async () => (await caseStudies()).featuredCaseStudiesSchema;
export const caseStudyStatsSchema = async () => (await caseStudies()).caseStudyStatsSchema;
export const checkoutSessionResponseSchema = async () => (await payments()).checkoutSessionResponseSchema;
