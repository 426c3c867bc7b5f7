/**
 * The owner's command centre over HTTP: the dashboards' read APIs, CSV exports, stored campaign
 * state and Master Activation's checks. Every endpoint is owner only (shared/api/command-centre.ts).
 */
import type { Router } from 'express';
import { commandCentreApi } from '../../../../shared/api/command-centre';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createCommandCentreService, type CommandCentreService } from './service';

export interface CommandCentreRoutes {
  router: Router;
  /** The live demo activity, which the server stops when it closes. */
  demoActivity: CommandCentreService['demoActivity'];
}

export function commandCentreRoutes(ctx: AppContext): CommandCentreRoutes {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const centre = createCommandCentreService(ctx);

  on(commandCentreApi.realtime, () => centre.realtime());
  on(commandCentreApi.realTime, () => centre.realTime());
  on(commandCentreApi.conversions, ({ query }) => centre.conversions(query));
  on(commandCentreApi.trafficSources, ({ query }) => centre.trafficSources(query));
  on(commandCentreApi.hourly, ({ query }) => centre.hourly(query.tzOffset));
  on(commandCentreApi.topPages, () => centre.topPages());
  on(commandCentreApi.funnelMetrics, ({ query }) => centre.funnel(query));

  on(commandCentreApi.exportCsv, ({ params, query }, _req, res) => {
    const { fileName, csv } = centre.exportCsv(params.dataset, query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(csv);
  });

  on(commandCentreApi.campaignState, () => centre.campaignState());
  on(commandCentreApi.setCampaignItem, ({ body }) => centre.setCampaignItem(body));

  on(commandCentreApi.activateAll, () => centre.activateAll());
  on(commandCentreApi.startExecutor, () => centre.startExecutor());
  on(commandCentreApi.enableTracking, () => centre.enableTracking());
  on(commandCentreApi.activatePayments, () => centre.activatePayments());

  return { router, demoActivity: centre.demoActivity };
}
