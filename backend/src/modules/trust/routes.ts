/** The consumer landing's trust section (public): static content and the counted social proof. */
import type { Router } from 'express';
import { trustApi } from '../../../../shared/api/trust';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createTrustService, loadTrustContent } from './service';

export function trustRoutes(ctx: AppContext, content = loadTrustContent()): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const trust = createTrustService(ctx, content);
  on(trustApi.badges, () => trust.badges());
  on(trustApi.security, () => trust.security());
  on(trustApi.faqs, () => trust.faqs());
  on(trustApi.socialProof, () => trust.socialProof());
  return router;
}
