/**
 * The beta programme (docs/product.md "Beta"): BETA_SPOTS_TOTAL spots inside a configured window.
 * The window starts at BETA_START, or by default at the install's first start (not at the first
 * visit), and lasts BETA_LENGTH_DAYS (default 30), so a new install is open. A known email is not
 * an error: the person is already on the list.
 */
import { BETA_DEFAULT_LENGTH_DAYS, BETA_SPOTS_TOTAL, type BetaStatus } from '../../../../shared/contracts/beta';
import { DAY_MS } from '../../../../shared/dates';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { betaRepository, type NewBetaSignup } from './repository';

/** The configured window (config.ts: BETA_START, BETA_LENGTH_DAYS). */
export interface BetaWindowConfig {
  /** Unix ms; absent: the install's first start. */
  start?: number;
  /** Whole days; absent: BETA_DEFAULT_LENGTH_DAYS. */
  lengthDays?: number;
}

/**
 * status() is the one beta count: /beta and the owner's /traffic-dashboard both read it (through
 * GET /api/beta/status), so the two screens cannot disagree (docs/product.md "Beta").
 */
export function createBetaService(ctx: AppContext, config: BetaWindowConfig = {}) {
  const repo = betaRepository(ctx.db);
  // The first start is stored even when BETA_START is set, so removing it later falls back to it.
  const firstStart = repo.firstStart(ctx.clock.now());
  const opensAt = config.start ?? firstStart;
  const closesAt = opensAt + (config.lengthDays ?? BETA_DEFAULT_LENGTH_DAYS) * DAY_MS;

  return {
    status(): BetaStatus {
      const now = ctx.clock.now();
      const spotsTaken = repo.spotsTaken();
      const spotsLeft = Math.max(0, BETA_SPOTS_TOTAL - spotsTaken);
      return { spotsTotal: BETA_SPOTS_TOTAL, spotsTaken, spotsLeft, opensAt, closesAt, now, open: now >= opensAt && now < closesAt && spotsLeft > 0 };
    },

    /** 'created' for a new signup, 'duplicate' for a known email; outside the window or full is a 409. */
    signUp(input: NewBetaSignup): 'created' | 'duplicate' {
      const outcome = repo.signUp(input, ctx.clock.now(), { opensAt, closesAt });
      switch (outcome) {
        case 'not_open':
          throw new AppError(409, 'beta_not_open', `The beta signup opens on ${new Date(opensAt).toISOString().slice(0, 10)}.`);
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
