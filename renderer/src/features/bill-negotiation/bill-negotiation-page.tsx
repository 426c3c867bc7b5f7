import { ScreenShell } from '@/components/screen-shell';

export default function BillNegotiationPage() {
  return (
    <ScreenShell
      title="Bill Negotiation"
      summary="Submit a bill and we negotiate it down; the fee is a share of what you actually save."
    />
  );
}
