/**
 * The browser's Web Speech API, as far as the coach needs it. TypeScript's DOM library describes the
 * events but not the recognizer itself (Chrome still ships it prefixed), so the shape is declared here.
 */
import { VOICE_TRANSCRIPT_STOP_LENGTH } from '../../../../../shared/contracts/coach';

export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onstart: ((event: Event) => void) | null;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** What a result event carries: every result of the session so far, final and interim. */
export interface SpeechRecognitionEventLike {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

/** The recognizer the platform offers (standard name first, then Chrome's prefixed one), or null. */
export function speechRecognitionConstructor(scope: object): SpeechRecognitionConstructor | null {
  const candidates = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as SpeechRecognitionConstructor) : null;
}

/**
 * The whole transcript of a continuous session: the best alternative of every result joined, with
 * runs of whitespace collapsed (Chrome starts each later result with a space).
 */
export function transcriptFromResults(results: SpeechRecognitionEventLike['results']): string {
  let text = '';
  for (let i = 0; i < results.length; i++) {
    const result = results[i];
    if (result && result.length > 0) text += ` ${result[0]!.transcript}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Listening stops by itself once the transcript is longer than the spec's limit (docs/product.md "AI coach"). */
export function shouldStopListening(transcript: string): boolean {
  return transcript.length > VOICE_TRANSCRIPT_STOP_LENGTH;
}

/** What to tell the user when the recognizer fails; null when there is nothing worth saying. */
export function speechErrorMessage(code: string): string | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'no-speech':
      return 'No speech was heard. Press Listen and try again, or type your question.';
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access is blocked. Allow it in your browser, or type your question.';
    case 'audio-capture':
      return 'No microphone was found. Type your question instead.';
    case 'network':
      return 'Speech recognition needs a network connection. Type your question instead.';
    default:
      return 'Speech recognition stopped unexpectedly. Type your question instead.';
  }
}
