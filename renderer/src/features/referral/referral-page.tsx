import { ScreenShell } from '@/components/screen-shell';

export default function ReferralPage() {
  return (
    <ScreenShell
      title="Referral Program"
      summary="Invite friends, track your referrals and see the rewards you have earned."
    />
  );
}
