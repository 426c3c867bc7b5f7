/**
 * Site settings: which face "/" shows. Everyone may read them (the landing page does, before anyone
 * signs in); only the owner may change them.
 */
import type { Router } from 'express';
import { siteApi } from '../../../../shared/api/site';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import type { SiteService } from './service';

export function siteRoutes(ctx: AppContext, site: SiteService): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  on(siteApi.settings, () => site.settings());
  on(siteApi.updateSettings, ({ body }) => site.setLandingFace(body.landingFace));
  return router;
}
