import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { BusinessAccountCard } from './business-account-card';

interface BusinessAccountListProps {
  accounts: readonly BusinessAccount[];
  demo: boolean;
  /** Signed out, looking at the public demo sandbox: no contributions. */
  readOnly: boolean;
  onOpen: (account: BusinessAccount, opener: HTMLButtonElement) => void;
}

export function BusinessAccountList({ accounts, demo, readOnly, onOpen }: BusinessAccountListProps) {
  return (
    <ul className="grid gap-4 xl:grid-cols-2" data-testid="business-list">
      {accounts.map((account) => (
        <BusinessAccountCard key={account.id} account={account} demo={demo}
          readOnly={readOnly}
          onOpen={(opener) => onOpen(account, opener)} />
      ))}
    </ul>
  );
}
