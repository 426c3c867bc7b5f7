import { ScreenShell } from '@/components/screen-shell';

export default function PaymentSuccessPage() {
  return (
    <ScreenShell
      title="Payment Success"
      summary="Confirms your new plan, lists what it unlocks and points you to your subscriptions and dashboard."
    />
  );
}
