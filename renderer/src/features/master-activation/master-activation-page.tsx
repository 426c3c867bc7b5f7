import { ScreenShell } from '@/components/screen-shell';

export default function MasterActivationPage() {
  return (
    <ScreenShell
      title="Master Activation Center"
      summary="Five checks that switch the growth system on: server health, tracking, campaigns and payments, each reporting honestly."
    />
  );
}
