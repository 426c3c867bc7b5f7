import { ScreenShell } from '@/components/screen-shell';

export default function SubscriptionsPage() {
  return (
    <ScreenShell
      title="Subscription Finder"
      summary="Finds recurring charges in your bank transactions, flags forgotten subscriptions and walks you through cancelling them."
    />
  );
}
