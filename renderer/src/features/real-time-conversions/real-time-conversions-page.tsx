import { ScreenShell } from '@/components/screen-shell';

export default function RealTimeConversionsPage() {
  return (
    <ScreenShell
      title="Real-Time Conversions"
      summary="Signups and purchases as they are recorded."
    />
  );
}
