import { ScreenShell } from '@/components/screen-shell';

export default function DashboardPage() {
  return (
    <ScreenShell
      title="Dashboard"
      summary="Your budget, savings and subscription overview in one place."
    />
  );
}
