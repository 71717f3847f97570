import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import { PreviewVoiceMutation } from '../graphql/voiceOperations';
import { PREVIEW_LOAD_FAILED, startPreviewAudio } from '../model/previewPlayback';

export type PreviewState = { voiceId: string; phase: 'loading' | 'playing' } | null;

/**
 * Spec 001: Preview / Stop per voice, idle, loading, playing; one preview plays at a time.
 * Failures (section 8): 'Failed to generate preview' when none was made, then 'Could not load
 * voice preview' or 'Could not play voice preview' for the audio itself.
 */
export function useVoicePreview(language: string) {
  const [preview] = useMutation(PreviewVoiceMutation);
  const [state, setState] = useState<PreviewState>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const request = useRef(0);

  const stop = useCallback(() => {
    request.current += 1;
    audio.current?.pause();
    audio.current = null;
    setState(null);
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (voiceId: string) => {
      stop();
      const mine = request.current;
      setState({ voiceId, phase: 'loading' });
      try {
        const { data } = await preview({ variables: { voiceId, language } });
        const made = data?.previewVoice;
        if (!made?.ok || !made.preview) throw new Error(made?.error?.message ?? 'Failed to generate preview');
        if (mine !== request.current) return;
        const element = new Audio(made.preview.audioUrl);
        audio.current = element;
        element.onended = () => mine === request.current && setState(null);
        // The file failing to load, before or while it plays (a failed play() then says nothing more).
        element.onerror = () => {
          if (mine !== request.current) return;
          stop();
          toast.error(PREVIEW_LOAD_FAILED, { duration: TOAST_DURATION.error });
        };
        const failure = await startPreviewAudio(element);
        if (mine !== request.current) return;
        if (failure) {
          stop();
          return void toast.error(failure, { duration: TOAST_DURATION.error });
        }
        setState({ voiceId, phase: 'playing' });
      } catch (error) {
        if (mine !== request.current) return;
        setState(null);
        toast.error('Failed to generate preview', { description: error instanceof Error ? error.message : undefined });
      }
    },
    [language, preview, stop],
  );

  return { state, play, stop };
}
