/**
 * Site settings: which face "/" shows. Everyone may read them (the landing page does, before anyone
 * signs in); only the owner may change them.
 */
import type { Router } from 'express';
import { siteApi } from '../../../../shared/api/site';
import { DEFAULT_LANDING_FACE, type LandingFace } from '../../../../shared/contracts/site';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createSiteService } from './service';

export function siteRoutes(ctx: AppContext, defaultFace: LandingFace = DEFAULT_LANDING_FACE): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const site = createSiteService(ctx, defaultFace);
  on(siteApi.settings, () => site.settings());
  on(siteApi.updateSettings, ({ body }) => site.setLandingFace(body.landingFace));
  return router;
}
