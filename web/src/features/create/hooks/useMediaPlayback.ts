import { useCallback, useRef, useState } from 'react';

/** Play/pause for a preview's <audio> or <video>, following the element's own events. */
export function useMediaPlayback<T extends HTMLMediaElement>() {
  const mediaRef = useRef<T>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) media.play().catch(() => setPlaying(false));
    else media.pause();
  }, []);

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
  };

  return { mediaRef, playing, toggle, events };
}
