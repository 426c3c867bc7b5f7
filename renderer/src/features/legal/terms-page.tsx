import { ScreenShell } from '@/components/screen-shell';

export default function TermsPage() {
  return (
    <ScreenShell
      title="Terms of Service"
      summary="The terms that govern your use of Wealth Desk."
    />
  );
}
