import { ScreenShell } from '@/components/screen-shell';

export default function BusinessAccountsPage() {
  return (
    <ScreenShell
      title="Business Accounts"
      summary="Savings accounts with a target, a weekly contribution and compliance guidelines that keep you on track."
    />
  );
}
