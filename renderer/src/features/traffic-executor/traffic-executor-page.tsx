import { POST_TEMPLATE_IDS } from '../../../../shared/contracts/campaigns';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { OwnerQueryError } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { useCampaignState, useSetCampaignItem } from '@/lib/owner-api/campaign-state';
import { useTrafficSources } from '@/lib/owner-api/dashboard-queries';
import { TemplatesSkeleton } from './components/executor-states';
import { OpenAllPanel } from './components/open-all-panel';
import { PlatformVisits } from './components/platform-visits';
import { TemplateCard } from './components/template-card';
import { visitsBySource } from './lib/channel-visits';
import { PLATFORM_SOURCES, POST_TEMPLATES, platformUrl, templateLink, templateText } from './lib/post-templates';
import { postedCount, statusAfterCopy, templateStatus, type TemplateStatus } from './lib/template-status';
import { EXECUTOR_TOASTS } from './messages';

/**
 * /execute = /traffic-executor (docs/product.md "Campaign tools"): seven
 * post templates to copy, open on their platform and mark as posted, and open-all 1 s apart. The
 * statuses are stored on the server; the visits each platform brought are the traffic-sources
 * answer for the last 7 days, matched by the utm_source the templates' links carry.
 */
export default function TrafficExecutorPage() {
  const state = useCampaignState();
  const traffic = useTrafficSources('7d');
  const setItem = useSetCampaignItem();
  const origin = window.location.origin;
  const visits = traffic.data ? visitsBySource(traffic.data.sources, PLATFORM_SOURCES) : undefined;
  const items = POST_TEMPLATES.map((template) => {
    const link = templateLink(template, origin);
    return { template, text: templateText(template, link), openUrl: platformUrl(template, link) };
  });
  const posted = postedCount(state.data, POST_TEMPLATE_IDS);

  function save(itemId: string, status: TemplateStatus) {
    setItem.mutate(
      { kind: 'post_template', itemId, status },
      { onError: (error) => toast(EXECUTOR_TOASTS.saveFailed(error.message)) },
    );
  }

  let templates;
  if (state.data) {
    templates = (
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Post templates">
        {items.map(({ template, text, openUrl }) => {
          const status = templateStatus(state.data, template.id);
          return (
            <li key={template.id} className="flex">
              <TemplateCard
                template={template}
                text={text}
                openUrl={openUrl}
                status={status}
                visits={visits?.[template.source]}
                saving={setItem.isPending && setItem.variables?.itemId === template.id}
                onCopied={() => {
                  const next = statusAfterCopy(status);
                  if (next) save(template.id, next);
                }}
                onMarkPosted={() => save(template.id, 'posted')}
              />
            </li>
          );
        })}
      </ul>
    );
  } else if (state.error) {
    templates = <OwnerQueryError query={state} returnTo={SCREENS.trafficExecutor[0]} title="Could not load the post templates" />;
  } else {
    templates = <TemplatesSkeleton />;
  }

  return (
    <ScreenPage tabTitle="Launch Real Customer Acquisition">
      <ScreenTitle
        title="Launch Real Customer Acquisition"
        demo={traffic.data?.includesDemoData ?? false}
        titleTestId="executor-title"
      >
        Seven ready-made posts for {PRODUCT_NAME}. Copy one, open the platform, post it, then mark it as posted. Each post links to the
        beta page with its own tracking tags, so the visits it brings show up below.
      </ScreenTitle>
      {state.error ? null : (
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <Card className="flex flex-col gap-4 p-6" data-testid="executor-progress">
            <h2 className="text-lg font-semibold text-white">Your launch</h2>
            {state.data ? (
              <>
                <p className="text-slate-300">
                  <span className="text-2xl font-semibold text-white tabular-nums" data-testid="posted-count">
                    {posted}
                  </span>{' '}
                  of {POST_TEMPLATE_IDS.length} templates posted
                </p>
                <Progress value={(posted / POST_TEMPLATE_IDS.length) * 100} label="Templates posted" />
              </>
            ) : (
              <p className="text-sm text-slate-400">Loading the stored statuses...</p>
            )}
            <OpenAllPanel urls={items.map((i) => i.openUrl)} />
          </Card>
          <PlatformVisits traffic={traffic} />
        </div>
      )}
      <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
        <h2 id="templates-heading" className="text-xl font-semibold text-white">
          Post templates
        </h2>
        {templates}
      </section>
    </ScreenPage>
  );
}
