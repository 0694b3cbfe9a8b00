import type { ToastInput } from '#client/lib/toasts.ts';
import { VOICE_ERROR_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** The voice toasts: the title names the problem, the description says what to do about it. */
const VOICE_ERRORS: Record<string, { title: string; description: string }> = {
  'no-speech': {
    title: VOICE_ERROR_TEXTS.noSpeech,
    description: 'Tap the microphone, then speak clearly and pause when you are done.',
  },
  'not-allowed': {
    title: VOICE_ERROR_TEXTS.microphoneAccessDenied,
    description: 'Allow this site to use the microphone in your browser settings, then try again.',
  },
  'service-not-allowed': {
    title: VOICE_ERROR_TEXTS.microphonePermissionDenied,
    description: 'Speech recognition is blocked by your browser or device settings.',
  },
  network: {
    title: VOICE_ERROR_TEXTS.network,
    description: 'Voice dictation needs an internet connection. Check it and try again.',
  },
};

const GENERIC_VOICE_ERROR = {
  title: VOICE_ERROR_TEXTS.failed,
  description: 'You can also type the note.',
};

/** The toast for a SpeechRecognition error code ('no-speech', 'not-allowed', ...). */
export function voiceErrorToast(code: string): ToastInput {
  return { variant: 'destructive', ...(VOICE_ERRORS[code] ?? GENERIC_VOICE_ERROR) };
}
