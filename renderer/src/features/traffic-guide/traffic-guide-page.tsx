import { ScreenShell } from '@/components/screen-shell';

export default function TrafficGuidePage() {
  return (
    <ScreenShell
      title="Traffic Guide"
      summary="A seven-day guide with a checklist for bringing the first visitors in."
    />
  );
}
