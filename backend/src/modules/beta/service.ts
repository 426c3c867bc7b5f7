/**
 * The beta programme: BETA_SPOTS_TOTAL spots until a deadline fixed at the first start (not at the
 * first visit). A known email is not an error: the person is already on the list.
 */
import { BETA_SPOTS_TOTAL, type BetaStatus } from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { betaRepository, type NewBetaSignup } from './repository';

/**
 * status() is the one beta count: /beta and the owner's /traffic-dashboard both read it (through
 * GET /api/beta/status), so the two screens cannot disagree (docs/product.md "Beta").
 */
export function createBetaService(ctx: AppContext) {
  const repo = betaRepository(ctx.db);
  const closesAt = repo.closesAt(ctx.clock.now());

  return {
    status(): BetaStatus {
      const now = ctx.clock.now();
      const spotsTaken = repo.spotsTaken();
      const spotsLeft = Math.max(0, BETA_SPOTS_TOTAL - spotsTaken);
      return { spotsTotal: BETA_SPOTS_TOTAL, spotsTaken, spotsLeft, closesAt, now, open: now < closesAt && spotsLeft > 0 };
    },

    /** 'created' for a new signup, 'duplicate' for a known email; a closed or full beta is a 409. */
    signUp(input: NewBetaSignup): 'created' | 'duplicate' {
      const outcome = repo.signUp(input, ctx.clock.now(), closesAt);
      switch (outcome) {
        case 'closed':
          throw new AppError(409, 'beta_closed', 'The beta signup has closed.');
        case 'full':
          throw new AppError(409, 'beta_full', `All ${BETA_SPOTS_TOTAL} beta spots are taken.`);
        default:
          return outcome;
      }
    },
  };
}
