import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createAvatarPlayer, type AvatarPlayer, type MovementClipSource, type SpeechLayout } from '@avatarium/avatar-player';

export type AvatarPlayerState = 'loading' | 'ready' | 'failed';

interface Options {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The portrait the speech region refers to; without one there is nothing to play. */
  imageUrl: string | null;
  videoUrl: string | null;
  movementClips: readonly MovementClipSource[] | null;
  speech: SpeechLayout | null;
  engine: 'essence' | 'expression';
  /** Once per spoken sentence: its first frame with a moving mouth is on the canvas. */
  onFirstSpeakingFrame: () => void;
}

/**
 * The avatar player on the conversation's canvas, listening to its audio element. The only
 * place the viewer touches the player package: the rest uses the returned ref and state.
 */
export function useAvatarPlayer({
  canvasRef,
  audioRef,
  imageUrl,
  videoUrl,
  movementClips,
  speech,
  engine,
  onFirstSpeakingFrame,
}: Options) {
  const playerRef = useRef<AvatarPlayer | null>(null);
  // How the player for these assets settled; anything else is still loading.
  const [settled, setSettled] = useState<{ player: AvatarPlayer; state: AvatarPlayerState } | null>(null);
  const [current, setCurrent] = useState<AvatarPlayer | null>(null);
  const frameListener = useRef(onFirstSpeakingFrame);
  // Signed URLs may be re-issued with every read of the agent: the layout's content is what matters.
  const speechKey = speech
    ? JSON.stringify({ ...speech, spriteUrl: speech.spriteUrl.split('?')[0], rigUrl: speech.rigUrl?.split('?')[0] ?? null })
    : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableSpeech = useMemo(() => speech, [speechKey]);
  const clipsKey = (movementClips ?? [])
    .map((clip) => `${clip.url.split('?')[0]} ${clip.trackUrl?.split('?')[0] ?? ''}`)
    .join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableClips = useMemo(() => movementClips, [clipsKey]);

  useEffect(() => {
    frameListener.current = onFirstSpeakingFrame;
  }, [onFirstSpeakingFrame]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !imageUrl) return;
    let player: AvatarPlayer;
    try {
      player = createAvatarPlayer({
        canvas,
        imageUrl,
        videoUrl,
        movementClips: stableClips,
        speech: stableSpeech,
        engine,
        onFirstSpeakingFrame: () => frameListener.current(),
      });
    } catch {
      // No 2D context (a very old or locked-down browser): the poster stays.
      return;
    }
    playerRef.current = player;
    if (audioRef.current) player.attachAudio(audioRef.current);
    let active = true;
    player.ready.then(
      () => active && setSettled({ player, state: 'ready' }),
      () => active && setSettled({ player, state: 'failed' }),
    );
    queueMicrotask(() => active && setCurrent(player));
    return () => {
      active = false;
      player.destroy();
      if (playerRef.current === player) playerRef.current = null;
    };
  }, [canvasRef, audioRef, imageUrl, videoUrl, stableClips, stableSpeech, engine]);

  const state: AvatarPlayerState =
    !imageUrl || !current ? (imageUrl ? 'loading' : 'failed') : settled?.player === current ? settled.state : 'loading';
  return { playerRef, state };
}
