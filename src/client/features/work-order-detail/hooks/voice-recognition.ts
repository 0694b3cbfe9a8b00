import { isMobileUserAgent } from '#shared/domain/mobile-user-agent.ts';

/** The slice of the Web Speech API that dictation uses (TypeScript's DOM library does not declare it). */
export type VoiceRecognitionResultEvent = {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
};
type VoiceRecognitionErrorEvent = { error: string };

export type VoiceRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: VoiceRecognitionResultEvent) => void) | null;
  onerror: ((event: VoiceRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
export type VoiceRecognitionConstructor = new () => VoiceRecognition;

type SpeechWindow = {
  SpeechRecognition?: VoiceRecognitionConstructor;
  webkitSpeechRecognition?: VoiceRecognitionConstructor;
  navigator: { userAgent: string };
};

const currentWindow = () => window as unknown as SpeechWindow;

export function voiceRecognitionConstructor(
  win: SpeechWindow = currentWindow(),
): VoiceRecognitionConstructor | null {
  return win.SpeechRecognition ?? win.webkitSpeechRecognition ?? null;
}

/**
 * Dictation is not offered where the browser lacks it, nor on mobile browsers other than
 * Chrome, whose speech services are missing or unreliable even when the constructor exists.
 */
export function isVoiceDictationOffered(win: SpeechWindow = currentWindow()): boolean {
  if (!voiceRecognitionConstructor(win)) return false;
  const userAgent = win.navigator.userAgent;
  return !(isMobileUserAgent(userAgent) && !/Chrome|CriOS/.test(userAgent));
}
