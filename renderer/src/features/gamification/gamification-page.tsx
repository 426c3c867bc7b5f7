import { ScreenShell } from '@/components/screen-shell';

export default function GamificationPage() {
  return (
    <ScreenShell
      title="Rewards & Achievements"
      summary="Streaks, achievements and levels earned from real progress on your finances."
    />
  );
}
