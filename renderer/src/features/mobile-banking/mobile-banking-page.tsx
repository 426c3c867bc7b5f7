import { ScreenShell } from '@/components/screen-shell';

export default function MobileBankingPage() {
  return (
    <ScreenShell
      title="Mobile Banking"
      summary="Total balance, bank and business savings accounts, recent transactions, and send or receive between your own accounts."
    />
  );
}
