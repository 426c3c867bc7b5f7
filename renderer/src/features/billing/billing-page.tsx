import { ScreenShell } from '@/components/screen-shell';

export default function BillingPage() {
  return (
    <ScreenShell
      title="Billing"
      summary="Your plan, payment method and invoices."
    />
  );
}
