import { HeartHandshake, ListChecks, MessageCircleQuestion, Sparkles, Volume2, VolumeX } from 'lucide-react';
import type { VoiceCoachReply } from '../../../../../shared/contracts/coach';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonBars } from '@/components/ui/skeleton';
import type { SpeechSynthesisControls } from '../lib/use-speech-synthesis';
import { ReplySection, ResultPlaceholder } from './coach-panels';

interface CoachReplyProps {
  question: string;
  reply: VoiceCoachReply;
  speech: SpeechSynthesisControls;
}

/** The reply: advice (read aloud where possible), the action plan in order, support, and the method used. */
export function CoachReply({ question, reply, speech }: CoachReplyProps) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="coach-reply">
      <p className="flex items-start gap-2 text-sm text-slate-400">
        <MessageCircleQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          You asked: <q data-testid="coach-question">{question}</q>
        </span>
      </p>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <IconText as="h4" icon={Sparkles} iconClassName="size-5 text-gold-400" className="flex items-center gap-2 text-lg font-semibold text-white">
            Advice
          </IconText>
          <div className="flex items-center gap-2">
            <Badge variant="secondary" data-testid="coach-intent">
              Topic: {reply.intent}
            </Badge>
            {speech.supported ? (
              speech.speaking ? (
                <Button variant="ghost" size="sm" onClick={speech.stop} data-testid="stop-speaking">
                  <VolumeX aria-hidden="true" className="size-4" />
                  Stop speaking
                </Button>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => speech.speak(reply.advice)} data-testid="read-aloud">
                  <Volume2 aria-hidden="true" className="size-4" />
                  Read aloud
                </Button>
              )
            ) : null}
          </div>
        </div>
        <p className="text-slate-100" data-testid="coach-advice">
          {reply.advice}
        </p>
      </div>
      <ReplySection icon={ListChecks} tone="text-emerald-300" title="Action plan">
        {reply.actionPlan.length > 0 ? (
          <ol className="flex list-decimal flex-col gap-1.5 pl-6 text-slate-200 marker:text-gold-300" data-testid="coach-action-plan">
            {reply.actionPlan.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-400" data-testid="coach-action-plan-empty">
            No steps this time.
          </p>
        )}
      </ReplySection>
      <ReplySection icon={HeartHandshake} tone="text-sky-300" title="Emotional support" boxClassName="border-sky-400/20 bg-sky-400/5">
        <p className="text-slate-200" data-testid="coach-emotional-support">
          {reply.emotionalSupport}
        </p>
      </ReplySection>
      <p className="text-xs text-slate-500">
        How this was worked out: <span data-testid="coach-method">{reply.method}</span>
      </p>
    </Card>
  );
}

export function CoachReplyPlaceholder({ pending }: { pending: boolean }) {
  return (
    <ResultPlaceholder
      pending={pending}
      loading={{
        label: 'The coach is thinking',
        testId: 'coach-reply-loading',
        skeleton: <SkeletonBars sizes={['h-4 w-48', 'h-6 w-32', 'h-16 w-full', 'h-24 w-full']} />,
      }}
      empty={{
        icon: Sparkles,
        title: 'No question yet',
        testId: 'coach-reply-empty',
        text: 'Type a question and press Ask, or press Listen and speak. The advice, an action plan and a word of support appear here, and the advice is read aloud where your browser can.',
      }}
    />
  );
}
