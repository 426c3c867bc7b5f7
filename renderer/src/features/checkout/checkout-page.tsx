import { ScreenShell } from '@/components/screen-shell';

export default function CheckoutPage() {
  return (
    <ScreenShell
      title="Checkout"
      summary="The plan summary and a secure card form to start a Pro or Business plan."
    />
  );
}
