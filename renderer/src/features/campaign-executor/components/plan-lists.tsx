import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { CAMPAIGN_NAMES, CAMPAIGN_TAB_OF, TEMPLATE_NAMES, type LaunchCampaignId, type PostTemplateId } from '../lib/launch-plan';

function Done({ children, testId }: { children: string; testId: string }) {
  return (
    <p className="flex items-center gap-2 text-emerald-200" data-testid={testId}>
      <CheckCircle2 aria-hidden="true" className="size-5" />
      {children}
    </p>
  );
}

export function ReadyCampaigns({ ids }: { ids: readonly LaunchCampaignId[] }) {
  return (
    <Card className="flex flex-col" data-testid="ready-campaigns">
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">Campaigns still ready</h2>
        <CardDescription>Launch them all at once here, or one by one with their tracking links.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {ids.length === 0 ? (
          <Done testId="ready-campaigns-done">Every campaign is launched.</Done>
        ) : (
          <ul className="flex flex-col divide-y divide-white/10">
            {ids.map((id) => (
              <li key={id} className="flex items-center justify-between gap-2 py-2" data-testid={`ready-${id}`}>
                <span className="text-slate-200">{CAMPAIGN_NAMES[id]}</span>
                <span className="text-xs text-slate-400 capitalize">{CAMPAIGN_TAB_OF[id]}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to={SCREENS.launch[0]} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Open the campaigns
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}

export function UnpostedTemplates({ ids }: { ids: readonly PostTemplateId[] }) {
  return (
    <Card className="flex flex-col" data-testid="unposted-templates">
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">Templates not yet posted</h2>
        <CardDescription>Posting happens on each platform: copy the text there, then mark it as posted.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {ids.length === 0 ? (
          <Done testId="unposted-templates-done">Every template is posted.</Done>
        ) : (
          <ul className="flex flex-col divide-y divide-white/10">
            {ids.map((id) => (
              <li key={id} className="py-2 text-slate-200" data-testid={`unposted-${id}`}>
                {TEMPLATE_NAMES[id]}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to={SCREENS.trafficExecutor[0]} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Open the templates
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
