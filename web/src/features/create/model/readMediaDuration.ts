const METADATA_TIMEOUT_MS = 10_000;

/**
 * A file's duration in seconds from a detached <video>/<audio> element's metadata. Rejects when
 * the browser cannot read it. Recordings without a duration in their header (WebM from
 * MediaRecorder reads Infinity) are measured by seeking to the end.
 */
export function readMediaDuration(file: Blob, kind: 'audio' | 'video'): Promise<number> {
  return new Promise((resolve, reject) => {
    const element = document.createElement(kind);
    const url = URL.createObjectURL(file);
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      element.onloadedmetadata = null;
      element.ondurationchange = null;
      element.onerror = null;
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('metadata timeout'))), METADATA_TIMEOUT_MS);
    const settleIfKnown = () => {
      // Read before finish() detaches the source, which resets the duration.
      const seconds = element.duration;
      if (Number.isFinite(seconds)) finish(() => resolve(seconds));
    };
    element.preload = 'metadata';
    element.muted = true;
    element.onloadedmetadata = () => {
      if (element.duration === Infinity) {
        element.ondurationchange = settleIfKnown;
        element.currentTime = Number.MAX_SAFE_INTEGER;
        return;
      }
      const seconds = element.duration;
      finish(() => resolve(seconds));
    };
    element.onerror = () => finish(() => reject(new Error('unreadable media')));
    element.src = url;
  });
}
