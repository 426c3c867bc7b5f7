/**
 * A post template's status (docs/product.md "Campaign tools"): pending -> copied -> posted. The
 * server keeps it (kind 'post_template'); a template never touched is absent from the state and is
 * pending.
 */
import { CAMPAIGN_STATUSES, FINAL_CAMPAIGN_STATUSES, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';

export type TemplateStatus = (typeof CAMPAIGN_STATUSES.post_template)[number];
const STATUSES: readonly string[] = CAMPAIGN_STATUSES.post_template;
const START: TemplateStatus = CAMPAIGN_STATUSES.post_template[0];

/** The stored status, else pending (an unknown stored value reads as pending too). */
export function templateStatus(state: CampaignStateResponse | undefined, templateId: string): TemplateStatus {
  const stored = state?.items.find((i) => i.kind === 'post_template' && i.itemId === templateId)?.status;
  return stored !== undefined && STATUSES.includes(stored) ? (stored as TemplateStatus) : START;
}

/** The status a copy moves to: pending becomes copied; a copied or posted template stays as it is. */
export function statusAfterCopy(status: TemplateStatus): TemplateStatus | null {
  return status === 'pending' ? 'copied' : null;
}

export const isPosted = (status: TemplateStatus) => status === FINAL_CAMPAIGN_STATUSES.post_template;

export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = { pending: 'Pending', copied: 'Copied', posted: 'Posted' };

/** How many of the templates are posted. */
export function postedCount(state: CampaignStateResponse | undefined, templateIds: readonly string[]): number {
  return templateIds.filter((id) => isPosted(templateStatus(state, id))).length;
}
