import { ScreenShell } from '@/components/screen-shell';

export default function AnalyticsPage() {
  return (
    <ScreenShell
      title="Analytics Dashboard"
      summary="Events, sessions and conversions from first-party analytics, by period."
    />
  );
}
