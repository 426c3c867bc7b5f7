import { useCallback, useEffect, useRef, useState } from 'react';

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

export interface SpeechSynthesisControls {
  supported: boolean;
  speaking: boolean;
  speak: (text: string) => void;
  stop: () => void;
}

/** Reads the coach's advice aloud where the platform can (docs/product.md "AI coach"); silent elsewhere. */
export function useSpeechSynthesis(): SpeechSynthesisControls {
  const [supported] = useState(() => synthesis() !== null);
  const [speaking, setSpeaking] = useState(false);
  // A cancelled utterance still fires its end event; only the latest one may clear the state.
  const currentRef = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    currentRef.current = null;
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback((text: string) => {
    const engine = synthesis();
    if (!engine || text.trim() === '') return;
    // One voice at a time: a new answer replaces whatever was still being read.
    engine.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    const finished = () => {
      if (currentRef.current !== utterance) return;
      currentRef.current = null;
      setSpeaking(false);
    };
    utterance.onend = finished;
    utterance.onerror = finished;
    currentRef.current = utterance;
    setSpeaking(true);
    engine.speak(utterance);
  }, []);

  // Leaving the screen silences it.
  useEffect(() => () => synthesis()?.cancel(), []);

  return { supported, speaking, speak, stop };
}
