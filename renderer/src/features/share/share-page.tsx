import { ScreenShell } from '@/components/screen-shell';

export default function SharePage() {
  return (
    <ScreenShell
      title="Quick Share Center"
      summary="Ready-made posts and links to share the product in a few clicks."
    />
  );
}
