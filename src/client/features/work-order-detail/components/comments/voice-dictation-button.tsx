import { MicIcon, SquareIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { useVoiceDictation } from '../../hooks/voice-dictation.ts';

type VoiceDictationButtonProps = {
  onTranscript: (text: string) => void;
  disabled?: boolean;
};

/** The microphone beside Add Note. Renders nothing where dictation is not offered. */
export function VoiceDictationButton({ onTranscript, disabled }: VoiceDictationButtonProps) {
  const voice = useVoiceDictation(onTranscript);
  if (!voice.supported) return null;
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        disabled={disabled && !voice.listening}
        aria-pressed={voice.listening}
        aria-label={voice.listening ? 'Stop voice dictation' : 'Start voice dictation'}
        title={voice.listening ? 'Stop voice dictation' : 'Start voice dictation'}
        onClick={voice.listening ? voice.stop : voice.start}
        className={cn(
          voice.listening &&
            'animate-pulse border-red-600 text-red-600 hover:text-red-700 dark:border-red-500 dark:text-red-400',
        )}
      >
        {voice.listening ? <SquareIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
      </Button>
      <span role="status" className={cn('text-xs text-muted-foreground', !voice.listening && 'sr-only')}>
        {voice.listening ? 'Listening...' : ''}
      </span>
    </>
  );
}
