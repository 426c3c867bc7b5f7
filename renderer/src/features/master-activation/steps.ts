/**
 * What each activation step is called on screen, what it checks, and its estimated time (ours: the
 * spec gives none). The ids and endpoints come from ACTIVATION_STEPS in shared/contracts/campaigns.ts.
 */
import type { ActivationStepId } from '../../../../shared/contracts/campaigns';

export const STEP_COPY: Record<ActivationStepId, { title: string; description: string; estimate: string }> = {
  deploy: { title: 'Deploy', description: 'Checks that the server and its database answer.', estimate: '~2 seconds' },
  marketing: { title: 'Marketing campaigns', description: 'Makes every launch campaign ready to launch.', estimate: '~3 seconds' },
  traffic: { title: 'Traffic executor', description: 'Queues the seven post templates for posting.', estimate: '~3 seconds' },
  analytics: { title: 'Analytics tracking', description: 'Switches first-party tracking on and counts what it recorded.', estimate: '~2 seconds' },
  revenue: { title: 'Revenue', description: 'Verifies that a payment provider is configured to take payments.', estimate: '~5 seconds' },
};
