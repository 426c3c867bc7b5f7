/**
 * The user's data as a whole: which of it is sample (demo) data and removing that, the home
 * currency, exporting everything in one archive, and (hosted) deleting the account with all its
 * rows. See docs/product.md "Your data".
 */
import { z } from 'zod';
import { currencyCodeSchema } from './banking';

/** How many rows of each kind are sample data and how many are the user's own. */
export const dataSourceCountsSchema = z.object({
  accounts: z.number().int(),
  transactions: z.number().int(),
});
/** GET /api/data/sources */
export const dataSourcesSchema = z.object({
  demo: dataSourceCountsSchema,
  real: dataSourceCountsSchema,
});
export type DataSources = z.infer<typeof dataSourcesSchema>;

/** DELETE /api/data/sample: what was removed (rows labelled demo and what was derived from them). */
export const removeSampleResponseSchema = z.object({
  accounts: z.number().int(),
  transactions: z.number().int(),
  subscriptions: z.number().int(),
  insights: z.number().int(),
  creditRecords: z.number().int(),
});
export type RemoveSampleResponse = z.infer<typeof removeSampleResponseSchema>;

/** GET and PUT /api/data/preferences: the currency budgets and the subscription finder count in. */
export const dataPreferencesSchema = z.object({ homeCurrency: z.string() });
export const dataPreferencesRequestSchema = z.object({ homeCurrency: currencyCodeSchema }).strict();
export type DataPreferences = z.infer<typeof dataPreferencesSchema>;

/** DELETE /api/data/account (hosted): the typed confirmation guards against a slip. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const deleteAccountRequestSchema = z
  .object({ confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm` }) })
  .strict();
