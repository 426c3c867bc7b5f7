import { ScreenShell } from '@/components/screen-shell';

export default function OffersPage() {
  return (
    <ScreenShell
      title="Offers"
      summary="Current plan offers and discounts."
    />
  );
}
