/**
 * What is shown while silent: the idle movement video (muted, looping) or, when there is
 * none or it cannot play, the still portrait.
 */
export interface IdleVideo {
  readonly element: HTMLVideoElement;
  /** False once the video failed: the still is shown instead. */
  usable: boolean;
  /**
   * Counts the video frames the browser presented (requestVideoFrameCallback), so the
   * player paints only when there is a new one; stays 0 where that API is missing.
   */
  framesPresented: number;
  /** The presented frame's media time, in seconds. */
  frameTime: number;
}

export function startIdleVideo(url: string, onChange: () => void): IdleVideo {
  const element = document.createElement('video');
  const idle: IdleVideo = { element, usable: true, framesPresented: 0, frameTime: 0 };
  element.muted = true;
  element.defaultMuted = true;
  element.loop = true;
  element.playsInline = true;
  element.autoplay = true;
  element.preload = 'auto';
  element.setAttribute('aria-hidden', 'true');
  const fail = () => {
    idle.usable = false;
    onChange();
  };
  element.addEventListener('error', fail);
  element.addEventListener('loadeddata', onChange);
  if ('requestVideoFrameCallback' in element) {
    const presented = (_now: number, frame: VideoFrameCallbackMetadata) => {
      idle.framesPresented++;
      idle.frameTime = frame.mediaTime;
      if (idle.usable) element.requestVideoFrameCallback(presented);
    };
    element.requestVideoFrameCallback(presented);
  }
  element.src = url;
  // Muted autoplay is allowed everywhere; if it is still refused, the first frame (or the still) stays.
  element.play().catch(() => undefined);
  return idle;
}

/** The video can be drawn now (it has a current frame). */
export function hasFrame(idle: IdleVideo | null): idle is IdleVideo {
  return Boolean(idle?.usable && idle.element.readyState >= 2 && idle.element.videoWidth > 0);
}

export function stopIdleVideo(idle: IdleVideo): void {
  idle.usable = false;
  idle.element.pause();
  idle.element.removeAttribute('src');
  idle.element.load();
}

export async function loadBitmap(url: string, what: string): Promise<ImageBitmap> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch {
    throw new Error(`avatar player: could not load the ${what} (${url})`);
  }
  // Decoded once, kept decoded: drawing it every frame costs no decode.
  return createImageBitmap(image);
}
