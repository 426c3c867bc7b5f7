/** The shared contracts, loaded with the first answer they parse (zod stays out of the first script). */
const trust = () => import('../../../../../../shared/contracts/trust');
const caseStudies = () => import('../../../../../../shared/contracts/case-studies');

export const trustBadgeListSchema = async () => (await trust()).trustBadgeListSchema;
export const securityItemListSchema = async () => (await trust()).securityItemListSchema;
export const faqListSchema = async () => (await trust()).faqListSchema;
export const socialProofSchema = async () => (await trust()).socialProofSchema;
export const featuredCaseStudiesSchema = async () => (await caseStudies()).featuredCaseStudiesSchema;
