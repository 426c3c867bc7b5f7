/** The shared contracts, loaded with the first answer they parse (zod's parsers stay out of the first script). */
const coach = () => import('../../../../../shared/contracts/coach');

export const voiceCoachReplySchema = async () => (await coach()).voiceCoachReplySchema;
export const quantumReplySchema = async () => (await coach()).quantumReplySchema;
export const timelineReplySchema = async () => (await coach()).timelineReplySchema;
export const avatarSchema = async () => (await import('../../../../../shared/contracts/metaverse')).avatarSchema;
export const bankAccountListSchema = async () => (await import('../../../../../shared/contracts/banking')).bankAccountListSchema;
