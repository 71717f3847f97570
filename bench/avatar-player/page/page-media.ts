// What the bench pages that record the player share: the voice element, loaded, and a
// recorded frame's blob as a data URL (handed to Node through page.evaluate).

/** The voice at `url`, loaded far enough to play through. */
export async function loadVoice(url: string): Promise<HTMLAudioElement> {
  const audio = new Audio(url);
  audio.preload = 'auto';
  await new Promise<void>((resolve, reject) => {
    audio.addEventListener('canplaythrough', () => resolve(), { once: true });
    audio.addEventListener('error', () => reject(new Error('the voice did not load')), { once: true });
  });
  return audio;
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
