import { toast } from 'sonner';
import { readFileHead } from '../../../shared/model/sniffFileType';
import { TOAST_DURATION } from '../../../shared/model/toastDuration';
import type { SelectedMediaMap } from '../model/creationRequest';
import { MEDIA_KINDS, type MediaKind } from '../model/mediaKinds';
import { readMediaDuration } from '../model/readMediaDuration';
import { validateMediaFile } from '../model/validateMediaFile';
import { VALIDATION_MESSAGES } from '../model/validationMessages';
import { MediaCard } from './MediaCard';
import './MediaUploads.css';

interface MediaUploadsProps {
  media: SelectedMediaMap;
  onSelect: (kind: MediaKind, file: File) => void;
  onRemove: (kind: MediaKind) => void;
  disabled: boolean;
}

/** Media Uploads: optional voice, image and video, each checked (name, bytes, size or length) before it is kept. */
export function MediaUploads({ media, onSelect, onRemove, disabled }: MediaUploadsProps) {
  const onFile = async (kind: MediaKind, file: File) => {
    const problem = await validateMediaFile(
      file,
      kind,
      (mediaKind) => readMediaDuration(file, mediaKind),
      () => readFileHead(file),
    );
    if (problem) {
      toast.error(VALIDATION_MESSAGES.title, { description: problem, duration: TOAST_DURATION.error });
      return;
    }
    onSelect(kind, file);
  };

  return (
    <div className="media-uploads">
      {MEDIA_KINDS.map(({ kind, title, hint, accept }) => (
        <MediaCard
          key={kind}
          kind={kind}
          title={title}
          hint={hint}
          accept={accept}
          selected={media[kind]}
          disabled={disabled}
          onFile={(file) => onFile(kind, file)}
          onRemove={() => onRemove(kind)}
        />
      ))}
    </div>
  );
}
