import { z } from 'zod';
import {
  achievementSchema,
  METAVERSE_LOCATIONS,
  METAVERSE_NPCS,
  type MetaverseServerMessage,
} from '../../../../../shared/contracts/metaverse';

const location = z.enum(METAVERSE_LOCATIONS);
const publicAvatar = z.object({
  playerId: z.string(),
  displayName: z.string(),
  level: z.number().int(),
  financialXP: z.number().int(),
});

/**
 * The contract declares the server's messages as a TypeScript type only; this schema checks a frame
 * at runtime before the screen trusts it. `satisfies` ties it to that type, so the two cannot drift.
 */
const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), playerId: z.string(), avatar: publicAvatar, location }),
  z.object({
    type: z.literal('world_state'),
    branches: z.array(
      z.object({
        id: location,
        name: z.string(),
        position: z.enum(['north', 'center', 'south']),
        activeUsers: z.number().int(),
        features: z.array(z.string()),
      }),
    ),
    players: z.array(publicAvatar.extend({ location })),
  }),
  z.object({
    type: z.literal('avatar_update'),
    self: z.boolean(),
    avatar: publicAvatar,
    location,
    xpGained: z.number().int(),
    newAchievements: z.array(achievementSchema),
  }),
  z.object({ type: z.literal('npc_reply'), npcId: z.enum(METAVERSE_NPCS), name: z.string(), message: z.string(), xpGained: z.number().int() }),
  z.object({ type: z.literal('player_left'), playerId: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]) satisfies z.ZodType<MetaverseServerMessage>;

/**
 * One WebSocket frame as a server message, or null when it is not one the contract knows
 * (binary data, broken JSON, an unknown type or missing fields): the screen ignores those.
 */
export function parseServerMessage(data: unknown): MetaverseServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
