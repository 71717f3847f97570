import type { MediaKind } from '../model/mediaKinds';

const PATHS: Record<MediaKind, string> = {
  audio: 'M12 4a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3zM6 11.5a6 6 0 0 0 12 0M12 17.5V21',
  image: 'M4 5.5h16v13H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5h.01',
  video: 'M3.5 6.5h12v11h-12zM15.5 10.5l5-3v9l-5-3',
};

/** The line icon of a media type. */
export function MediaKindIcon({ kind, size = 22 }: { kind: MediaKind; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="media-kind-icon">
      <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
