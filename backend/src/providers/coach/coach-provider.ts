/**
 * Who writes the voice coach's reply. The rule engine is the offline default and the tested one
 * (docs/product.md "AI coach"). A language model may be configured instead (COACH_LLM_URL + the
 * COACH_LLM_API_KEY secret): any OpenAI-compatible chat-completions endpoint. Its answer is checked
 * against the same contract and the same advice guard as the rules' replies (lib/advice-guard.ts),
 * and on any failure the rules answer, so the coach never goes silent and never names a figure the
 * user's own numbers rule out.
 * Configuring one sends the user's figures (the CoachContext) to that service; it is off by default.
 */
import { voiceCoachReplySchema, type EmotionalState, type VoiceCoachReply } from '../../../../shared/contracts/coach';
import type { Logger } from '../../logger';
import type { SecretStore } from '../secrets/secret-store';
import type { CoachContext } from '../../modules/coach/engine/voice-facts';
import { detectIntent } from '../../modules/coach/engine/voice-intents';
import { coachReply, replyViolations } from '../../modules/coach/engine/voice-reply';

export interface VoiceCoachInput {
  transcript: string;
  emotionalState: EmotionalState;
  sessionType: 'planning';
}

export interface CoachProvider {
  readonly kind: 'rules' | 'llm';
  reply(input: VoiceCoachInput, ctx: CoachContext): Promise<VoiceCoachReply>;
}

export const rulesCoachProvider: CoachProvider = {
  kind: 'rules',
  reply: async (input, ctx) => coachReply(input, ctx),
};

/** A language model that is slower than this is not worth waiting for: the rules answer instead. */
const LLM_TIMEOUT_MS = 15_000;

const llmAnswerSchema = voiceCoachReplySchema.pick({ advice: true, actionPlan: true, emotionalSupport: true });

export function llmCoachProvider(options: { url: string; apiKey: string; model: string; logger: Logger; fetchImpl?: typeof fetch }): CoachProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    kind: 'llm',
    async reply(input, ctx) {
      const fallback = () => coachReply(input, ctx);
      try {
        const res = await fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
          body: JSON.stringify({
            model: options.model,
            response_format: { type: 'json_object' },
            messages: [
              {
                role: 'system',
                content:
                  'You are a careful personal-finance coach. Use only the figures given; never invent numbers. ' +
                  'Answer as JSON: {"advice": string (1-3 sentences), "actionPlan": string[] (2-4 steps), "emotionalSupport": string}. ' +
                  `The user feels ${input.emotionalState}; adapt the tone and keep big decisions for a calm moment.`,
              },
              { role: 'user', content: JSON.stringify({ question: input.transcript, myNumbers: ctx }) },
            ],
          }),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
        const answer = llmAnswerSchema.parse(JSON.parse(body.choices?.[0]?.message?.content ?? ''));
        // The advice guard, as for the rules: a reply naming more toward a debt than is owed, a
        // saving above what is left, or "Uncategorised" as a category is replaced by the rules' reply.
        const broken = replyViolations(answer, ctx);
        if (broken.length > 0) throw new Error(`reply failed the advice guard (${[...new Set(broken.map((v) => v.rule))].join(', ')})`);
        return { ...answer, intent: detectIntent(input.transcript), method: `Language model (${options.model}) over your own numbers` };
      } catch (err) {
        // Only the reason is logged: the prompt carries the user's figures.
        options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'coach language model failed; rules answered');
        return fallback();
      }
    },
  };
}

/** The language model when its URL and key are both configured, else the rule engine. */
export function defaultCoachProvider(secrets: SecretStore, logger: Logger, llm: { url: string; model: string } | undefined): CoachProvider {
  const apiKey = secrets.get('COACH_LLM_API_KEY');
  return llm && apiKey ? llmCoachProvider({ ...llm, apiKey, logger }) : rulesCoachProvider;
}
