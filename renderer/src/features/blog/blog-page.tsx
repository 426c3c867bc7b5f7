import { ScreenShell } from '@/components/screen-shell';

export default function BlogPage() {
  return (
    <ScreenShell
      title="Blog"
      summary="Stories, guides and product news, filterable by category."
    />
  );
}
