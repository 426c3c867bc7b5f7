import { ScreenShell } from '@/components/screen-shell';

export default function MetaversePage() {
  return (
    <ScreenShell
      title="Metaverse"
      summary="A live virtual banking world with branches, an avatar that earns experience, and advisors to talk to."
    />
  );
}
