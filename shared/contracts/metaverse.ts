import { z } from 'zod';

export const METAVERSE_LOCATIONS = ['crypto-tower', 'main-plaza', 'investment-island'] as const;
export const METAVERSE_NPCS = ['advisor', 'trader', 'banker'] as const;

/** Largest WebSocket message the server reads; anything bigger is a misbehaving client. */
export const METAVERSE_MAX_MESSAGE_BYTES = 4096;

/** Messages a client may send on /metaverse. Anything else is answered with an error message. */
export const metaverseClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), location: z.enum(METAVERSE_LOCATIONS) }).strict(),
  z.object({ type: z.literal('interact'), npcId: z.enum(METAVERSE_NPCS) }).strict(),
]);
export type MetaverseClientMessage = z.infer<typeof metaverseClientMessageSchema>;

export const metaverseUpgradeQuerySchema = z.object({
  userId: z.string().uuid(),
});

export type MetaverseServerMessage =
  | { type: 'welcome'; userId: string }
  | { type: 'ack'; received: MetaverseClientMessage['type'] }
  | { type: 'error'; code: string; message: string };
