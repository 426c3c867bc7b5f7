/** The AI financial coach: the voice coach, the Monte Carlo predictions and the timeline projection. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/coach');

export const coachApi = {
  voice: endpoint({
    method: 'POST',
    path: '/api/ai-coach/voice',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.voiceCoachRequestSchema, response: c.voiceCoachReplySchema })),
  }),
  quantumPredictions: endpoint({
    method: 'POST',
    path: '/api/ai-coach/quantum-predictions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.quantumRequestSchema, response: c.quantumReplySchema })),
  }),
  timelineSimulation: endpoint({
    method: 'POST',
    path: '/api/ai-coach/timeline-simulation',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.timelineRequestSchema, response: c.timelineReplySchema })),
  }),
};
