import { ScreenPage, ScreenTitle } from '@/components/screen-page';

/** /accounts (placeholder until the screen lands). */
export default function AccountsPage() {
  return (
    <ScreenPage tabTitle="Accounts">
      <ScreenTitle title="Accounts">Your accounts, imports and data.</ScreenTitle>
    </ScreenPage>
  );
}
