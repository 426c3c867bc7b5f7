import { ScreenShell } from '@/components/screen-shell';

export default function ViralPage() {
  return (
    <ScreenShell
      title="Viral Referrals"
      summary="Share your referral code, follow your progress to the next reward and see the top referrers."
    />
  );
}
