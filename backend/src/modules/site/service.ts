/** Site settings: which face "/" shows, the stored choice or the server's default until the owner picks one. */
import { DEFAULT_LANDING_FACE, LANDING_FACES, type LandingFace, type SiteSettings } from '../../../../shared/contracts/site';
import type { AppContext } from '../../context';
import { siteRepository } from './repository';

export function createSiteService(ctx: AppContext, defaultFace: LandingFace = DEFAULT_LANDING_FACE) {
  const repo = siteRepository(ctx.db);

  const settings = (): SiteSettings => {
    const stored = repo.landingFace();
    // A value written by an older or newer version that this one does not know falls back to the default.
    const landingFace = (LANDING_FACES as readonly string[]).includes(stored ?? '') ? (stored as LandingFace) : defaultFace;
    return { landingFace };
  };

  return {
    settings,

    setLandingFace(landingFace: LandingFace): SiteSettings {
      repo.setLandingFace(landingFace, ctx.clock.now());
      return settings();
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
