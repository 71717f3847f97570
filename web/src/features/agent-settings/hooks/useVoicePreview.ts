import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { PreviewVoiceMutation } from '../graphql/voiceOperations';

export type PreviewState = { voiceId: string; phase: 'loading' | 'playing' } | null;

/** Spec 001: Preview / Stop per voice, idle, loading, playing; one preview plays at a time. */
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
        try {
          await element.play();
        } catch {
          toast.error('Preview Failed', { description: 'Unable to play voice preview. Please try again.' });
          return void setState(null);
        }
        if (mine === request.current) setState({ voiceId, phase: 'playing' });
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
