import { toast } from 'sonner';
import { TOAST_DURATION } from '../../../shared/toast/toastDuration';
import type { SelectedMediaMap } from '../flow/creationRequest';
import { MEDIA_KINDS, type MediaKind } from '../media/mediaKinds';
import { readMediaDuration } from '../validation/readMediaDuration';
import { validateMediaFile } from '../validation/validateMediaFile';
import { VALIDATION_MESSAGES } from '../validation/validationMessages';
import { MediaCard } from './MediaCard';

interface MediaUploadsProps {
  media: SelectedMediaMap;
  onSelect: (kind: MediaKind, file: File) => void;
  onRemove: (kind: MediaKind) => void;
  disabled: boolean;
}

/** Media Uploads: optional voice, image and video, each checked before it is kept. */
export function MediaUploads({ media, onSelect, onRemove, disabled }: MediaUploadsProps) {
  const onFile = async (kind: MediaKind, file: File) => {
    const problem = await validateMediaFile(file, kind, (mediaKind) => readMediaDuration(file, mediaKind));
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
