import { ScreenShell } from '@/components/screen-shell';

export default function EnterprisePage() {
  return (
    <ScreenShell
      title="Enterprise"
      summary="Tell us about your organization and what your team needs."
    />
  );
}
