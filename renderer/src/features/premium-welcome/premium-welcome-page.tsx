import { ScreenShell } from '@/components/screen-shell';

export default function PremiumWelcomePage() {
  return (
    <ScreenShell
      title="Welcome to Premium"
      summary="What your Premium plan includes and where to start."
    />
  );
}
