import { ScreenShell } from '@/components/screen-shell';

export default function ConversionCommandPage() {
  return (
    <ScreenShell
      title="Conversion Command Center"
      summary="Where visitors turn into customers, and what to change to convert more of them."
    />
  );
}
