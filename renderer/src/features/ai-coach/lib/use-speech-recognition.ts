import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldStopListening, speechErrorMessage, speechRecognitionConstructor, transcriptFromResults, type SpeechRecognitionLike } from './speech';

interface Callbacks {
  /** Every change of the live transcript (interim results included). */
  onTranscript: (transcript: string) => void;
  /** The transcript passed the length limit: listening has been stopped and this is the question. */
  onComplete: (transcript: string) => void;
  /** The recognizer failed with something worth telling the user. */
  onError: (message: string) => void;
}

export interface SpeechRecognitionControls {
  listening: boolean;
  /** False when the platform has no speech recognition (nothing was started). */
  start: () => boolean;
  stop: () => void;
}

/**
 * Continuous recognition with interim results (docs/product.md "AI coach"): listening turns on when
 * it starts and stops by itself once the transcript is longer than the limit, then hands it over.
 */
export function useSpeechRecognition(callbacks: Callbacks): SpeechRecognitionControls {
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  // The handlers are attached once per session; they must call the latest callbacks (e.g. the emotional state chosen since).
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      recognition?.abort();
    },
    [],
  );

  const start = useCallback((): boolean => {
    const Recognition = speechRecognitionConstructor(window);
    if (!Recognition) return false;
    recognitionRef.current?.abort();
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    let completed = false;
    const current = () => recognitionRef.current === recognition;
    recognition.onstart = () => {
      if (current()) setListening(true);
    };
    recognition.onresult = (event) => {
      if (!current() || completed) return;
      const transcript = transcriptFromResults(event.results);
      callbacksRef.current.onTranscript(transcript);
      if (shouldStopListening(transcript)) {
        completed = true;
        recognition.stop();
        callbacksRef.current.onComplete(transcript);
      }
    };
    recognition.onerror = (event) => {
      if (!current()) return;
      const message = speechErrorMessage(event.error);
      if (message) callbacksRef.current.onError(message);
    };
    recognition.onend = () => {
      if (!current()) return;
      recognitionRef.current = null;
      setListening(false);
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setListening(true);
    } catch (error) {
      // start() throws when a session is already running; the user can press Listen again.
      console.error('Speech recognition did not start', error);
      recognitionRef.current = null;
      setListening(false);
    }
    return true;
  }, []);

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
  }, []);

  return { listening, start, stop };
}
