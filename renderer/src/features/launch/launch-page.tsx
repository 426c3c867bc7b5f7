import { ScreenShell } from '@/components/screen-shell';

export default function LaunchPage() {
  return (
    <ScreenShell
      title="Launch Traffic Campaign"
      summary="Prepare social, email, content and forum campaigns from one place."
    />
  );
}
