/**
 * Site settings (DESIGN.md "Landing"): which face "/" shows. Everyone may read them (the landing
 * page does, before anyone signs in); only the owner may change them.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { DEFAULT_LANDING_FACE, LANDING_FACES, siteSettingsUpdateSchema, type LandingFace, type SiteSettings } from '../../../../shared/contracts/site';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { appSettings } from '../../db/schema';
import { AppError } from '../../http/errors';
import { handle } from '../../http/validate';

/** app_settings key of the landing face. */
export const LANDING_FACE_KEY = 'landing_face';

export function siteRoutes(ctx: AppContext, defaultFace: LandingFace = DEFAULT_LANDING_FACE): Router {
  const router = Router();

  const read = (): SiteSettings => {
    const stored = ctx.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LANDING_FACE_KEY)).get()?.value;
    // A value written by an older or newer version that this one does not know falls back to the default.
    const landingFace = (LANDING_FACES as readonly string[]).includes(stored ?? '') ? (stored as LandingFace) : defaultFace;
    return { landingFace };
  };

  router.get('/site/settings', handle({}, read));

  router.put(
    '/site/settings',
    handle({ body: siteSettingsUpdateSchema }, ({ body }, req): SiteSettings => {
      if (req.caller?.role !== 'owner') throw new AppError(403, ERROR_CODES.forbidden, 'Only the owner can change the site settings');
      const now = ctx.clock.now();
      ctx.db
        .insert(appSettings)
        .values({ key: LANDING_FACE_KEY, value: body.landingFace, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: body.landingFace, updatedAt: now } })
        .run();
      return read();
    }),
  );

  return router;
}
