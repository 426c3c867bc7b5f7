import { Coins, ShoppingBag } from 'lucide-react';
import type { Purchase, ShopItem, ShopItemId } from '../../../../../shared/contracts/rewards';
import { CardHeading } from '@/components/card-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { coinsShort } from '../lib/rewards-format';

interface ShopCardProps {
  items: ShopItem[];
  coins: number;
  purchases: Purchase[];
  doubleXpActive: boolean;
  buyingId: string | undefined;
  onBuy: (itemId: ShopItemId) => void;
}

/** Rewards Shop: the server says what is affordable and checks it again on purchase. */
export function ShopCard({ items, coins, purchases, doubleXpActive, buyingId, onBuy }: ShopCardProps) {
  return (
    <Card>
      <CardHeading icon={ShoppingBag} title="Rewards Shop" id="shop-heading">
        Double XP doubles your daily reward XP for a day. Other items are recorded on your account; applying them is not available yet.
      </CardHeading>
      <CardContent className="flex flex-col gap-4">
        <ul aria-labelledby="shop-heading" className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => {
            const short = coinsShort(coins, item.cost);
            return (
              <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-white/10 p-4" data-testid={`shop-item-${item.id}`}>
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-white">{item.title}</span>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-gold-200 tabular-nums">
                    <Coins aria-hidden="true" className="size-4" />
                    {item.cost.toLocaleString('en-US')}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant={item.affordable ? 'default' : 'secondary'}
                  disabled={!item.affordable || buyingId !== undefined}
                  onClick={() => onBuy(item.id)}
                >
                  {buyingId === item.id ? 'Buying...' : item.affordable ? 'Buy' : `Need ${short} more coins`}
                  <span className="sr-only"> for {item.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
        {doubleXpActive ? (
          <p className="text-sm text-emerald-200" data-testid="double-xp-active">
            Double XP is active: your next daily reward earns twice the XP.
          </p>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-white">Your purchases</h3>
          {purchases.length === 0 ? (
            <p className="text-sm text-slate-400" data-testid="purchases-empty">
              Nothing bought yet.
            </p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-300" data-testid="purchases">
              {purchases.map((p) => (
                <li key={p.id}>
                  {p.title} · {p.cost} coins · {new Date(p.createdAt).toLocaleDateString('en-US')}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
