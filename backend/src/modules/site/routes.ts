/**
 * Site settings (DESIGN.md "Landing"): which face "/" shows. Everyone may read them (the landing
 * page does, before anyone signs in); only the owner may change them.
 */
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { DEFAULT_LANDING_FACE, LANDING_FACES, siteSettingsUpdateSchema, type LandingFace, type SiteSettings } from '../../../../shared/contracts/site';
import type { AppContext } from '../../context';
import { appSettings } from '../../db/schema';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';

/** app_settings key of the landing face. */
export const LANDING_FACE_KEY = 'landing_face';

export function siteRoutes(ctx: AppContext, defaultFace: LandingFace = DEFAULT_LANDING_FACE): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);

  const read = (): SiteSettings => {
    const stored = ctx.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LANDING_FACE_KEY)).get()?.value;
    // A value written by an older or newer version that this one does not know falls back to the default.
    const landingFace = (LANDING_FACES as readonly string[]).includes(stored ?? '') ? (stored as LandingFace) : defaultFace;
    return { landingFace };
  };

  router.get('/site/settings', access.public, handle({}, read));

  router.put(
    '/site/settings',
    access.owner,
    handle({ body: siteSettingsUpdateSchema }, ({ body }): SiteSettings => {
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
