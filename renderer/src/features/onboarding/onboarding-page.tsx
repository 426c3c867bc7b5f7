import { ScreenShell } from '@/components/screen-shell';

export default function OnboardingPage() {
  return (
    <ScreenShell
      title="Onboarding"
      summary="A short setup that learns your income, goals and accounts, then takes you to your dashboard."
    />
  );
}
