import { ScreenShell } from '@/components/screen-shell';

export default function PricingPage() {
  return (
    <ScreenShell
      title="Pricing"
      summary="The Free, Pro and Business plans, monthly or annual, with answers to common questions."
    />
  );
}
