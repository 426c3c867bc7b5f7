import { ChevronRight, CreditCard, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { formatBalance, HIDDEN_AMOUNT } from '../lib/money';

/**
 * Cards: the user's credit-card accounts from the bank list (real data). Card controls (freeze,
 * limits, a virtual card) would need a card issuer, which Wealth Desk does not have: said plainly.
 */
export function CardsPanel({ accounts, hidden }: { accounts: BankAccount[] | undefined; hidden: boolean }) {
  const cards = accounts?.filter((a) => a.type === 'credit' && !a.closed) ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="cards-panel">
      {cards.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.id} className="flex items-center gap-3 rounded-xl border border-white/10 bg-navy-950/60 p-3">
              <CreditCard aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate font-medium text-white">{card.name}</p>
                <p className="text-xs text-slate-400">
                  {card.institution} · {card.accountNumber}
                </p>
              </div>
              <p className="font-semibold text-white tabular-nums">{hidden ? HIDDEN_AMOUNT : formatBalance(card)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-300">
          No card accounts yet. Credit cards you connect or import (a card&apos;s CSV, OFX, QFX or QIF export) appear here.
        </p>
      )}
      <p className="flex items-start gap-2 rounded-lg border border-white/10 bg-navy-950/60 p-3 text-sm text-slate-300">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
        Coming soon: card controls such as freezing a card or setting limits. Wealth Desk does not issue cards, so none
        of that is available yet.
      </p>
    </div>
  );
}

const MORE_LINKS: { label: string; description: string; to: string }[] = [
  { label: 'Transactions', description: 'Every transaction: search, categorise, export', to: SCREENS.transactions[0] },
  { label: 'Accounts', description: 'Rename, set balances, undo imports', to: SCREENS.accounts[0] },
  { label: 'Business accounts', description: 'Create savings accounts with rules', to: SCREENS.business[0] },
  { label: 'Dashboard', description: 'Your budget plan and savings tracker', to: SCREENS.dashboard[0] },
  { label: 'Subscriptions', description: 'Find and cancel forgotten subscriptions', to: SCREENS.subscriptions[0] },
  { label: 'Credit score', description: 'Your estimated score and what moves it', to: SCREENS.creditScore[0] },
  { label: 'AI coach', description: 'Talk through a money decision', to: SCREENS.aiCoach[0] },
  { label: 'Home page', description: 'Back to the Wealth Desk home page', to: SCREENS.landing[0] },
];

/** More: the rest of the app. */
export function MorePanel() {
  return (
    <ul className="flex flex-col gap-1" data-testid="more-panel">
      {MORE_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-center gap-3 rounded-lg px-3 py-3 transition-colors hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-white">{link.label}</span>
              <span className="text-xs text-slate-400">{link.description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
