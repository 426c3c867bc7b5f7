/**
 * Site settings the owner chooses (docs/product.md "Landing": "/" has two faces, chosen by a site
 * setting, default institutional). GET /api/site/settings is public (the landing page reads it);
 * PUT /api/site/settings needs the owner.
 */
import { z } from 'zod';
import { DEFAULT_LANDING_FACE, LANDING_FACES, type LandingFace } from '../constants';

export { DEFAULT_LANDING_FACE, LANDING_FACES, type LandingFace };

export const siteSettingsSchema = z.object({ landingFace: z.enum(LANDING_FACES) });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsUpdateSchema = z.object({ landingFace: z.enum(LANDING_FACES) }).strict();
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;
