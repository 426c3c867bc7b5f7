import { ScreenShell } from '@/components/screen-shell';

export default function TrafficDashboardPage() {
  return (
    <ScreenShell
      title="Traffic Analytics Dashboard"
      summary="Visitors, sources and trends from first-party analytics."
    />
  );
}
