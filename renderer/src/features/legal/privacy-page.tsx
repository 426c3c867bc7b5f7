import { ScreenShell } from '@/components/screen-shell';

export default function PrivacyPage() {
  return (
    <ScreenShell
      title="Privacy Policy"
      summary="What data Wealth Desk keeps, why, and how to remove it."
    />
  );
}
