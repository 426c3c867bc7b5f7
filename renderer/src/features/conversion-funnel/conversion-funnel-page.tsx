import { ScreenShell } from '@/components/screen-shell';

export default function ConversionFunnelPage() {
  return (
    <ScreenShell
      title="Conversion Funnel"
      summary="Each step from first visit to paid plan, with where people drop off."
    />
  );
}
