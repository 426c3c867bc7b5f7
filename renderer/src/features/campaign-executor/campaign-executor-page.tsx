import { ScreenShell } from '@/components/screen-shell';

export default function CampaignExecutorPage() {
  return (
    <ScreenShell
      title="Campaign Executor"
      summary="Launch a prepared campaign and follow its steps to completion."
    />
  );
}
