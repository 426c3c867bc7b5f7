import { describe, expect, it } from 'vitest';
import { VOICE_TRANSCRIPT_STOP_LENGTH } from '../../../../../shared/contracts/coach';
import { shouldStopListening, speechErrorMessage, speechRecognitionConstructor, transcriptFromResults } from './speech';

class Standard {}
class Prefixed {}

describe('speechRecognitionConstructor', () => {
  it('prefers the standard name, falls back to the webkit one', () => {
    expect(speechRecognitionConstructor({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed })).toBe(Standard);
    expect(speechRecognitionConstructor({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
  });
  it('is null where the platform has none (or something that cannot be constructed)', () => {
    expect(speechRecognitionConstructor({})).toBeNull();
    expect(speechRecognitionConstructor({ SpeechRecognition: undefined, webkitSpeechRecognition: 'yes' })).toBeNull();
  });
});

describe('transcriptFromResults', () => {
  it('joins the first alternative of every result, final and interim', () => {
    const results = [[{ transcript: 'how much should I' }], [{ transcript: ' save  each month' }, { transcript: 'ignored' }]];
    expect(transcriptFromResults(results)).toBe('how much should I save each month');
  });
  it('is empty for no results and skips empty ones', () => {
    expect(transcriptFromResults([])).toBe('');
    expect(transcriptFromResults([[], [{ transcript: '  hello ' }]])).toBe('hello');
  });
});

describe('shouldStopListening', () => {
  it('stops only once the transcript is longer than the limit', () => {
    expect(VOICE_TRANSCRIPT_STOP_LENGTH).toBe(50);
    expect(shouldStopListening('x'.repeat(50))).toBe(false);
    expect(shouldStopListening('x'.repeat(51))).toBe(true);
    expect(shouldStopListening('')).toBe(false);
  });
});

describe('speechErrorMessage', () => {
  it('stays quiet when the user stopped listening', () => {
    expect(speechErrorMessage('aborted')).toBeNull();
  });
  it('explains blocked microphones and missing ones', () => {
    expect(speechErrorMessage('not-allowed')).toMatch(/blocked/);
    expect(speechErrorMessage('audio-capture')).toMatch(/No microphone/);
    expect(speechErrorMessage('no-speech')).toMatch(/No speech/);
    expect(speechErrorMessage('something-new')).toMatch(/stopped unexpectedly/);
  });
});
