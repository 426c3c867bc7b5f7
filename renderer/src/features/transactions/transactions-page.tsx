import { ScreenPage, ScreenTitle } from '@/components/screen-page';

/** /transactions (placeholder until the screen lands). */
export default function TransactionsPage() {
  return (
    <ScreenPage tabTitle="Transactions">
      <ScreenTitle title="Transactions">Every transaction of every account.</ScreenTitle>
    </ScreenPage>
  );
}
