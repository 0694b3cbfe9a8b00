import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '#client/lib/toasts.ts';
import { voiceErrorToast } from './voice-errors.ts';
import {
  isVoiceDictationOffered,
  type VoiceRecognition,
  type VoiceRecognitionResultEvent,
  voiceRecognitionConstructor,
} from './voice-recognition.ts';

/** Dictation stops by itself after 10 seconds. */
const VOICE_AUTO_STOP_MS = 10_000;

function finalTranscript(event: VoiceRecognitionResultEvent): string {
  let text = '';
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    if (result?.isFinal) text += result[0]?.transcript ?? '';
  }
  return text.trim();
}

/** Detaches our handlers first, so a recognition we abandon cannot call back into an old form. */
function abandon(recognition: VoiceRecognition) {
  recognition.onresult = null;
  recognition.onerror = null;
  recognition.onend = null;
  recognition.abort();
}

/**
 * Voice dictation: one utterance in en-US, stopped after 10 s at the latest; each final
 * transcript goes to `onTranscript`. `supported` is false where the browser has no speech recognition to offer.
 */
export function useVoiceDictation(onTranscript: (text: string) => void) {
  const [supported] = useState(() => isVoiceDictationOffered());
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<VoiceRecognition | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback, read when words arrive, so a listening session survives re-renders.
  const onTranscriptRef = useRef(onTranscript);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  }, [onTranscript]);

  const finish = useCallback(() => {
    clearTimeout(timerRef.current);
    recognitionRef.current = null;
    setListening(false);
  }, []);

  const stop = useCallback(() => recognitionRef.current?.stop(), []);

  const start = useCallback(() => {
    const Recognition = voiceRecognitionConstructor();
    if (!Recognition || recognitionRef.current) return;
    const recognition = new Recognition();
    recognition.lang = 'en-US';
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const text = finalTranscript(event);
      if (text) onTranscriptRef.current(text);
    };
    recognition.onerror = (event) => toast(voiceErrorToast(event.error));
    recognition.onend = finish;
    recognitionRef.current = recognition;
    try {
      recognition.start();
    } catch {
      // start() throws when the browser is already listening elsewhere or the page lacks permission.
      finish();
      toast(voiceErrorToast('start-failed'));
      return;
    }
    setListening(true);
    timerRef.current = setTimeout(() => recognition.stop(), VOICE_AUTO_STOP_MS);
  }, [finish]);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      if (recognitionRef.current) abandon(recognitionRef.current);
    },
    [],
  );

  return { supported, listening, start, stop };
}
