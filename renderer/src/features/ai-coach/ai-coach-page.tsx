import { ScreenShell } from '@/components/screen-shell';

export default function AiCoachPage() {
  return (
    <ScreenShell
      title="AI Financial Coach"
      summary="A voice and text coach that answers with advice, an action plan and support, plus portfolio and timeline projections."
    />
  );
}
