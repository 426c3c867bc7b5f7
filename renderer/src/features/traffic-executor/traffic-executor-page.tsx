import { ScreenShell } from '@/components/screen-shell';

export default function TrafficExecutorPage() {
  return (
    <ScreenShell
      title="Launch Real Customer Acquisition"
      summary="Run customer-acquisition actions across channels and record their results."
    />
  );
}
