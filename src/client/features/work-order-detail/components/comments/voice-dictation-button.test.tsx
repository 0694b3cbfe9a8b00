import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { voiceErrorToast } from '../../hooks/voice-errors.ts';
import { isVoiceDictationOffered } from '../../hooks/voice-recognition.ts';
import { AddNoteForm } from './add-note-form.tsx';

/** A stand-in for the browser's SpeechRecognition that the test drives by hand. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  say(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
    this.onend?.();
  }
}

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36';
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

const renderForm = () => renderInPortal(<AddNoteForm workOrderId={7} />);

const toastTitles = () => toastTexts().map((text) => text.split(': ')[0]);
const box = () => screen.getByRole('textbox', { name: 'Add Note' }) as HTMLTextAreaElement;
const latest = () => FakeRecognition.instances.at(-1) as FakeRecognition;

beforeEach(() => {
  FakeRecognition.instances = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('voice dictation', () => {
  it('is not offered when the browser has no SpeechRecognition', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Start voice dictation' })).toBeNull();
  });

  it('is not offered on a mobile browser other than Chrome', () => {
    const Recognition = FakeRecognition as never;
    expect(
      isVoiceDictationOffered({ SpeechRecognition: Recognition, navigator: { userAgent: DESKTOP_UA } }),
    ).toBe(true);
    expect(
      isVoiceDictationOffered({
        webkitSpeechRecognition: Recognition,
        navigator: { userAgent: IPHONE_SAFARI_UA },
      }),
    ).toBe(false);
    expect(
      isVoiceDictationOffered({
        webkitSpeechRecognition: Recognition,
        navigator: { userAgent: IPHONE_CHROME_UA },
      }),
    ).toBe(true);
    expect(isVoiceDictationOffered({ navigator: { userAgent: DESKTOP_UA } })).toBe(false);
  });

  it('listens for one en-US utterance and appends what was said to the note', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = renderForm();
    await user.type(box(), 'Water heater:');
    await user.click(screen.getByRole('button', { name: 'Start voice dictation' }));
    expect(latest().start).toHaveBeenCalledOnce();
    expect([latest().lang, latest().continuous]).toEqual(['en-US', false]);
    const stopButton = screen.getByRole('button', { name: 'Stop voice dictation' });
    expect(stopButton.getAttribute('aria-pressed')).toBe('true');

    act(() => latest().say('needs a new anode rod'));
    expect(box().value).toBe('Water heater: needs a new anode rod');
    expect(screen.getByRole('button', { name: 'Start voice dictation' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('stops by itself after 10 seconds', async () => {
    vi.useFakeTimers();
    // Testing Library's async wrapper, which user-event goes through, waits for a setTimeout(0)
    // after each action and runs it itself only under Jest's fake timers: this lends it Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime });
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderForm();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Start voice dictation' }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(latest().stop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(latest().stop).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Start voice dictation' })).toBeTruthy();
  });

  it('turns a recognition error into its toast', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Start voice dictation' }));
    act(() => latest().onerror?.({ error: 'not-allowed' }));
    expect(toastTitles()).toEqual(['Microphone access denied...']);
  });

  it('maps every error code to the catalogue words', () => {
    const title = (code: string) => voiceErrorToast(code).title;
    expect(title('no-speech')).toBe('No speech detected...');
    expect(title('not-allowed')).toBe('Microphone access denied...');
    expect(title('service-not-allowed')).toBe('Microphone permission denied...');
    expect(title('network')).toBe('Network error...');
    expect(title('audio-capture')).toBe('Voice recognition failed. Please try again.');
    expect(voiceErrorToast('no-speech').description).toBeTruthy();
  });
});
