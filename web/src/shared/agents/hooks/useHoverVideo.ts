import { useEffect, useRef, useState } from 'react';

/**
 * Spec 002 2.5's hover preview: plays (muted, looping) while `active`, stops and rewinds when
 * not. A load error or a refused play() marks it failed, for the 'Video Processing...' overlay.
 */
export function useHoverVideo(active: boolean, src: string | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    if (active) {
      video.play().catch((error: unknown) => {
        // A play() interrupted by leaving again is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailedSrc(src);
      });
    } else {
      video.pause();
      video.currentTime = 0;
    }
  }, [active, src]);

  return {
    videoRef,
    failed: src !== null && failedSrc === src,
    onError: () => setFailedSrc(src),
  };
}
