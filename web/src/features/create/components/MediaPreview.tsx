import type { Ref } from 'react';
import type { SelectedMedia } from '../model/mediaKinds';
import './MediaPreview.css';

interface MediaPreviewProps {
  selected: SelectedMedia;
  mediaRef: Ref<HTMLVideoElement & HTMLAudioElement>;
  playing: boolean;
  events: { onPlay: () => void; onPause: () => void; onEnded: () => void };
}

/** The chosen file shown in its card: the image, the video's first frame, or a voice waveform. */
export function MediaPreview({ selected, mediaRef, playing, events }: MediaPreviewProps) {
  if (selected.type === 'image') return <img className="media-preview__visual" src={selected.url} alt="" />;
  if (selected.type === 'video') {
    return (
      <video ref={mediaRef} className="media-preview__visual" src={selected.url} playsInline preload="metadata" {...events} />
    );
  }
  return (
    <span className={playing ? 'media-preview__wave media-preview__wave--playing' : 'media-preview__wave'} aria-hidden="true">
      {Array.from({ length: 18 }, (_, index) => (
        <span key={index} style={{ animationDelay: `${(index % 6) * 0.12}s`, height: `${30 + ((index * 37) % 60)}%` }} />
      ))}
      <audio ref={mediaRef} src={selected.url} preload="metadata" {...events} />
    </span>
  );
}
