import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { appSettings } from '../../db/schema';

/** app_settings key of the landing face. */
export const LANDING_FACE_KEY = 'landing_face';

export function siteRepository(db: AppDatabase) {
  return {
    /** The stored landing face, as written (possibly by another version), or undefined. */
    landingFace(): string | undefined {
      return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LANDING_FACE_KEY)).get()?.value;
    },

    setLandingFace(value: string, now: number): void {
      db.insert(appSettings)
        .values({ key: LANDING_FACE_KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } })
        .run();
    },
  };
}
