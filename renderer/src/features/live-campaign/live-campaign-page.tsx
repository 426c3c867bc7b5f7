import { ScreenShell } from '@/components/screen-shell';

export default function LiveCampaignPage() {
  return (
    <ScreenShell
      title="Live Campaign Tracker"
      summary="Campaign activity as it happens, channel by channel."
    />
  );
}
