import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AvatarPlayer } from '@avatarium/avatar-player';
import { fetchSentenceAudio } from '../api/fetchSentenceAudio';
import type { HeldSession } from '../api/heldSession';
import type { TurnAudioEvent } from '../model/conversationEvent';
import { SentenceQueue, type QueuedSentence } from '../model/sentenceQueue';

interface Options {
  audioRef: RefObject<HTMLAudioElement | null>;
  playerRef: RefObject<AvatarPlayer | null>;
  session: HeldSession | null;
  /** A sentence of this turn just started to sound. */
  onSentenceStart: (turnId: string) => void;
}

/**
 * The agent's voice: each TURN_AUDIO sentence is fetched (with the session token) into an
 * object URL and played in order through the one audio element the player listens to; the
 * face speaks each sentence's cues as it starts and rests when the queue runs dry.
 */
export function useSentencePlayback({ audioRef, playerRef, session, onSentenceStart }: Options) {
  const queue = useRef(new SentenceQueue());
  const current = useRef<{ sentence: QueuedSentence; started: boolean } | null>(null);
  const downloads = useRef(new Set<AbortController>());
  const onStartRef = useRef(onSentenceStart);
  const [speaking, setSpeaking] = useState(false);
  /** The browser refused to play without a gesture: the visitor taps to hear. */
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    onStartRef.current = onSentenceStart;
  }, [onSentenceStart]);

  const revoke = (urls: string[]) => urls.forEach((url) => URL.revokeObjectURL(url));

  const releaseCurrent = useCallback(() => {
    if (current.current?.sentence.url) URL.revokeObjectURL(current.current.sentence.url);
    current.current = null;
  }, []);

  const playNext = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || current.current) return;
    const next = queue.current.takeNext();
    if (!next?.url) {
      // Nothing ready: the face rests until the next sentence arrives (or for good).
      playerRef.current?.silence();
      if (queue.current.isEmpty) setSpeaking(false);
      return;
    }
    current.current = { sentence: next, started: false };
    setSpeaking(true);
    audio.src = next.url;
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
    });
  }, [audioRef, playerRef]);

  /** Drops whatever is queued or playing: Stop, a new question, leaving. */
  const stop = useCallback(() => {
    revoke(queue.current.clear());
    for (const download of downloads.current) download.abort();
    downloads.current.clear();
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    releaseCurrent();
    playerRef.current?.silence();
    setSpeaking(false);
    setBlocked(false);
  }, [audioRef, playerRef, releaseCurrent]);

  /** TURN_STARTED: this turn is the one to hear; anything left of an earlier one goes. */
  const turnStarted = useCallback(
    (turnId: string) => {
      const playing = current.current?.sentence.turnId;
      if (playing && playing !== turnId) stop();
      revoke(queue.current.startTurn(turnId));
    },
    [stop],
  );

  const sentenceArrived = useCallback(
    (event: TurnAudioEvent) => {
      if (!session || !queue.current.add(event.turnId, event.seq, event.visemes, event.text ?? '')) return;
      const download = new AbortController();
      downloads.current.add(download);
      fetchSentenceAudio(session, event.audioUrl, download.signal)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          if (!queue.current.ready(event.turnId, event.seq, url)) URL.revokeObjectURL(url);
        })
        .catch(() => queue.current.failed(event.turnId, event.seq))
        .finally(() => {
          downloads.current.delete(download);
          playNext();
        });
    },
    [session, playNext],
  );

  // The audio element's own events drive the face: cues start when the sound does.
  const onPlaying = useCallback(() => {
    const playing = current.current;
    setBlocked(false);
    if (!playing || playing.started) return;
    playing.started = true;
    playerRef.current?.speak(playing.sentence.cues, { text: playing.sentence.text });
    onStartRef.current(playing.sentence.turnId);
  }, [playerRef]);

  const onFinished = useCallback(() => {
    if (!current.current) return;
    releaseCurrent();
    playNext();
  }, [playNext, releaseCurrent]);

  /** After a refused autoplay: the visitor's tap is the gesture the browser wants. */
  const resume = useCallback(() => {
    void audioRef.current?.play().catch(() => undefined);
  }, [audioRef]);

  useEffect(() => stop, [stop]);

  return {
    speaking,
    blocked,
    stop,
    resume,
    turnStarted,
    sentenceArrived,
    audioEvents: { onPlaying, onEnded: onFinished, onError: onFinished },
  };
}
