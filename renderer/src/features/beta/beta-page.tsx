import { ScreenShell } from '@/components/screen-shell';

export default function BetaPage() {
  return (
    <ScreenShell
      title="Beta Signup"
      summary="Join the beta program and tell us about your financial goals."
    />
  );
}
