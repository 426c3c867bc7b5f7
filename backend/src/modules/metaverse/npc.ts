/**
 * What the three advisors in the world say: short lines built from the user's real numbers (the same
 * facts the coach uses), never canned figures. The speaker's name travels separately (npc_reply.name).
 */
import type { MetaverseNpcId } from '../../../../shared/contracts/metaverse';
import { usd } from '../../../../shared/money';
import type { CoachContext } from '../coach/service';


export function npcMessage(npcId: MetaverseNpcId, ctx: CoachContext): string {
  switch (npcId) {
    case 'advisor': {
      if (ctx.spendingLast30Days <= 0) {
        return `I cannot see any spending yet. Link a bank on Mobile Banking or import a statement, and I will tell you how long your cash would last.`;
      }
      const months = ctx.cashBalance / ctx.spendingLast30Days;
      const verdict = months >= 6 ? 'a solid emergency fund' : months >= 3 ? 'a reasonable cushion; six months is the goal' : 'thin; build it toward three months first';
      return `Your ${usd(ctx.cashBalance)} in cash covers ${months.toFixed(1)} months of your ${usd(ctx.spendingLast30Days)} monthly spending: ${verdict}.`;
    }
    case 'trader': {
      if (ctx.creditCardDebt > 0) {
        return `Before any coin, clear the ${usd(ctx.creditCardDebt)} on your cards. Card interest beats most market returns, and crypto can fall 70% in a year.`;
      }
      return `Crypto is the most volatile asset class there is. Keep it to a slice you could lose without changing your plans, and test it in the coach's Monte Carlo first.`;
    }
    case 'banker': {
      const goals = ctx.businessAccounts;
      if (goals.length === 0) {
        return `You have no savings commitment yet. A business savings account with a weekly contribution turns good intentions into a rule.`;
      }
      const g = goals[0]!;
      const left = Math.max(0, g.target - g.current);
      const weeks = g.weeklyContribution > 0 ? Math.ceil(left / g.weeklyContribution) : null;
      return `"${g.name}" holds ${usd(g.current)} of ${usd(g.target)}.${weeks !== null ? ` At ${usd(g.weeklyContribution)} a week you are ${weeks} weeks from the target.` : ''}`;
    }
  }
}
