/**
 * Whether a user removed the sample data (docs/product.md "Your data"): an app_settings row per
 * user, written by DELETE /api/data/sample. Once it is there, nothing writes the sample again by
 * itself (the demo seed, the Subscription Finder's scan); only the user's explicit "Import sample
 * data" does.
 */
import { DEMO_USER_ID } from '../../../shared/constants';

/** The key for the seeded (local) user, as databases written before per-user keys hold it. */
export const SAMPLE_REMOVED_SETTING = 'demo_sample_removed';

/** app_settings key recording that this user removed the sample data. */
export function sampleRemovedKey(userId: string): string {
  return userId === DEMO_USER_ID ? SAMPLE_REMOVED_SETTING : `${SAMPLE_REMOVED_SETTING}:${userId}`;
}
