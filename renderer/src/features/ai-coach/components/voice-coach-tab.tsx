import { LoaderCircle, Mic, MicOff, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  COACH_TRANSCRIPT_MAX,
  DEFAULT_EMOTIONAL_STATE,
  EMOTIONAL_STATES,
  VOICE_TRANSCRIPT_STOP_LENGTH,
  type EmotionalState,
  type VoiceCoachReply,
} from '../../../../../shared/contracts/coach';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useAskCoach } from '../api/ask-coach';
import { EMOTIONAL_STATE_LABELS } from '../lib/coach-format';
import { useSpeechRecognition } from '../lib/use-speech-recognition';
import { useSpeechSynthesis } from '../lib/use-speech-synthesis';
import { COACH_TOASTS } from '../messages';
import { CoachReply, CoachReplyPlaceholder } from './coach-reply';

function isEmotionalState(value: string): value is EmotionalState {
  return (EMOTIONAL_STATES as readonly string[]).includes(value);
}

/**
 * Voice Coach (docs/product.md "AI coach"): speak or type a question, with how you feel; the
 * reply is shown and its advice read aloud. A failed request is only logged
 * (docs/product.md "Messages"): the previous reply stays, and the question stays in the box to send
 * again.
 */
export function VoiceCoachTab() {
  const [emotionalState, setEmotionalState] = useState<EmotionalState>(DEFAULT_EMOTIONAL_STATE);
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [speechNote, setSpeechNote] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ question: string; reply: VoiceCoachReply } | null>(null);
  const [failed, setFailed] = useState(false);
  const questionRef = useRef<HTMLInputElement>(null);
  const stateId = useId();
  const speech = useSpeechSynthesis();

  const ask = useAskCoach({
    onSuccess: (reply, request) => {
      setAnswer({ question: request.transcript, reply });
      setFailed(false);
      speech.speak(reply.advice);
    },
    onError: (error) => {
      console.error('The coach could not answer', error);
      setFailed(true);
    },
  });

  function send(text: string) {
    const transcript = text.trim();
    if (transcript === '') {
      setQuestionError('Type a question, or press Listen and say it.');
      questionRef.current?.focus();
      return;
    }
    if (ask.isPending) return;
    setQuestionError(null);
    ask.mutate({ transcript: transcript.slice(0, COACH_TRANSCRIPT_MAX), emotionalState, sessionType: 'planning' });
  }

  const recognition = useSpeechRecognition({
    onTranscript: (transcript) => {
      setQuestion(transcript);
      setQuestionError(null);
    },
    onComplete: send,
    onError: setSpeechNote,
  });

  function toggleListening() {
    if (recognition.listening) {
      recognition.stop();
      return;
    }
    setSpeechNote(null);
    if (!recognition.start()) toast(COACH_TOASTS.voiceNotSupported);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(question);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-white">Ask the coach</h3>
          <p className="text-sm text-slate-400">
            Say how you feel and ask about budgeting, saving, debt, investing or your credit. The answer uses your own numbers.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={stateId} className="text-sm font-medium text-slate-200">
            How are you feeling?
          </label>
          <Select
            id={stateId}
            data-testid="emotional-state"
            value={emotionalState}
            onChange={(e) => {
              if (isEmotionalState(e.target.value)) setEmotionalState(e.target.value);
            }}
          >
            {EMOTIONAL_STATES.map((state) => (
              <option key={state} value={state}>
                {EMOTIONAL_STATE_LABELS[state]}
              </option>
            ))}
          </Select>
        </div>

        <div className="flex flex-col gap-2">
          <Button
            variant={recognition.listening ? 'destructive' : 'outline'}
            aria-pressed={recognition.listening}
            onClick={toggleListening}
            data-testid="listen-toggle"
          >
            {recognition.listening ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
            {recognition.listening ? 'Stop listening' : 'Listen'}
          </Button>
          <p aria-live="polite" className="text-xs text-slate-400" data-testid="listen-status">
            {recognition.listening
              ? `Listening... your question is sent once it is longer than ${VOICE_TRANSCRIPT_STOP_LENGTH} characters.`
              : null}
          </p>
          {speechNote ? (
            <p role="status" className="text-sm text-amber-200" data-testid="speech-note">
              {speechNote}
            </p>
          ) : null}
        </div>

        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label="Your question" error={questionError} errorTestId="question-error">
            {(control) => (
              <Input
                {...control}
                ref={questionRef}
                name="question"
                autoComplete="off"
                maxLength={COACH_TRANSCRIPT_MAX}
                placeholder="How much should I save each month?"
                value={question}
                onChange={(e) => {
                  setQuestion(e.target.value);
                  if (questionError) setQuestionError(null);
                }}
                data-testid="question-input"
              />
            )}
          </FormField>
          <Button type="submit" disabled={ask.isPending} data-testid="ask-button">
            {ask.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {ask.isPending ? 'Asking...' : 'Ask'}
          </Button>
          {failed ? (
            <p role="status" className="text-sm text-amber-200" data-testid="coach-failed">
              The coach could not answer just now. Your question is still here: press Ask to try again.
            </p>
          ) : null}
        </form>
      </Card>

      <section aria-labelledby="coach-reply-heading" aria-busy={ask.isPending} className="min-w-0">
        <h3 id="coach-reply-heading" className="sr-only">
          The coach&apos;s reply
        </h3>
        {answer ? (
          <CoachReply
            question={answer.question}
            reply={answer.reply}
            speech={speech}
          />
        ) : (
          <CoachReplyPlaceholder pending={ask.isPending} />
        )}
      </section>
    </div>
  );
}
