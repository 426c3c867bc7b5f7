import { useDeferredValue, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { ApiError } from '@/lib/api-client';
import { useDashboard } from './api/get-dashboard';
import { AllocationCard, AllocationEmpty } from './components/allocation-card';
import { BudgetSettingsCard } from './components/budget-settings-card';
import { ConsumerLinks } from './components/consumer-links';
import { DashboardError, DashboardSignIn, DashboardSkeleton } from './components/dashboard-states';
import { InsightsCard } from './components/insights-card';
import { SavingsTracker } from './components/savings-tracker';
import { UpcomingCard } from './components/upcoming-card';
import { WelcomePanel } from './components/welcome-panel';

const WELCOME_PARAM = 'welcome';

/** /dashboard: the consumer's home, all from one read of the dashboard endpoint. */

export default function DashboardPage() {
  const dashboard = useDashboard();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const settingsFormId = useId();
  // Deferred: the answer's arrival renders the cards as a transition, in short slices (like FirstAnswers).
  const data = useDeferredValue(dashboard.data);
  const firstName = data?.user.firstName ?? null;

  function dismissWelcome() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WELCOME_PARAM);
        return next;
      },
      { replace: true },
    );
    // The panel (and the focused close button) is gone: continue from the page heading.
    headingRef.current?.focus();
  }

  let content;
  if (data) {
    content = (
      <>
        {params.get(WELCOME_PARAM) === 'true' ? (
          <WelcomePanel firstName={firstName} onboarded={data.user.onboarded} onDismiss={dismissWelcome} />
        ) : null}
        {/* One column on small screens (plan, settings, upcoming charges, savings, insights); on wide
            screens the settings and the upcoming charges sit beside everything else. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col lg:col-start-1 lg:row-start-1">
            {data.allocation ? (
              <AllocationCard allocation={data.allocation} demoData={data.demoData} currency={data.user.homeCurrency} />
            ) : (
              <AllocationEmpty formId={settingsFormId} />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <BudgetSettingsCard user={data.user} formId={settingsFormId} />
            <UpcomingCard />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <SavingsTracker savings={data.savings} currency={data.user.homeCurrency} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-3">
            <InsightsCard insights={data.insights} method={data.insightsMethod} />
          </div>
        </div>
      </>
    );
  } else if (dashboard.isError) {
    const error = dashboard.error;
    content =
      error instanceof ApiError && error.status === 401 ? (
        <DashboardSignIn />
      ) : (
        <DashboardError detail={error.message} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      );
  } else {
    content = <DashboardSkeleton />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-semibold text-white focus:outline-none sm:text-4xl">
              Your dashboard
            </h1>
            <p className="text-slate-300" data-testid="dashboard-greeting">
              {firstName ? `Hi ${firstName}, here is where your money stands.` : 'Here is where your money stands.'}
            </p>
          </div>
          {data?.demoData ? <DemoDataBadge /> : null}
        </div>
        {content}
        <ConsumerLinks />
      </main>
    </div>
  );
}

