import { ScreenShell } from '@/components/screen-shell';

export default function MarketingTrendsPage() {
  return (
    <ScreenShell
      title="AI Marketing Trend Predictor"
      summary="Which platforms and formats to use next, scored from a knowledge base and your own channel results."
    />
  );
}
