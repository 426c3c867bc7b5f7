import { ScreenShell } from '@/components/screen-shell';

export default function CreditScorePage() {
  return (
    <ScreenShell
      title="Credit Score"
      summary="An estimated credit score from your own data, with the factors behind it, its history, alerts and recommendations."
    />
  );
}
