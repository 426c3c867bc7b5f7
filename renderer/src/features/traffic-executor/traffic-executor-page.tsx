import { POST_TEMPLATE_IDS } from '../../../../shared/contracts/campaigns';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenHeader } from '@/components/screen-header';
import { Card } from '@/components/ui/card';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
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
 * /execute = /traffic-executor (spec growth section 2, "Launch Real Customer Acquisition"): seven
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
    templates = (
      <OwnerAccessState
        error={state.error}
        returnTo={SCREENS.trafficExecutor[0]}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
        loadErrorTitle="Could not load the post templates"
      />
    );
  } else {
    templates = <TemplatesSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Launch Real Customer Acquisition · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3" data-testid="executor-title">
            <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Launch Real Customer Acquisition</h1>
            {traffic.data?.includesDemoData ? <DemoDataBadge /> : null}
          </div>
          <p className="max-w-3xl text-slate-300">
            Seven ready-made posts for {PRODUCT_NAME}. Copy one, open the platform, post it, then mark it as posted. Each post links to the
            beta page with its own tracking tags, so the visits it brings show up below.
          </p>
        </div>
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
      </main>
    </div>
  );
}
