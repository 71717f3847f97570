import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../../shared/components/BusyButton';
import type { ImageSize } from '../model/faceBoxTypes';
import { toFaceCoordinates } from '../model/toFaceCoordinates';
import { useContinueGeneration } from '../hooks/useContinueGeneration';
import { useFaceBoxDrag } from '../hooks/useFaceBoxDrag';
import { FaceBoxSelector } from './FaceBoxSelector';
import './face-marking.css';

interface MarkFaceDialogProps {
  agentId: string;
  agentName: string;
  imageUrl: string | null;
  onClose: () => void;
}

/** Spec 002 4.2 'Mark Face': draw a box around the face (or continue without one) to resume generation. */
export function MarkFaceDialog({ agentId, agentName, imageUrl, onClose }: MarkFaceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [image, setImage] = useState<ImageSize | null>(null);
  const drag = useFaceBoxDrag(image);
  const { continueGeneration, sending } = useContinueGeneration();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const send = async (withBox: boolean) => {
    const face = withBox && drag.box && image ? toFaceCoordinates(drag.box, image) : null;
    if (await continueGeneration(agentId, face)) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="mark-face modal"
      aria-labelledby="mark-face-title"
      data-testid="mark-face-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) onClose();
      }}
    >
      <div className="mark-face__panel">
        <button type="button" className="icon-button mark-face__close" aria-label="Close" onClick={onClose} disabled={sending}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id="mark-face-title" className="mark-face__title">
          Mark Face
        </h2>
        <p className="mark-face__text">
          We could not find a human face on <strong>{agentName}</strong>. Drag a box around its face so the generation knows where
          to animate, or continue without one.
        </p>
        {imageUrl ? (
          <FaceBoxSelector imageUrl={imageUrl} image={image} drag={drag} onImageSize={setImage} />
        ) : (
          <p className="mark-face__missing">The agent's image is not available yet.</p>
        )}
        <div className={drag.tooSmall ? 'mark-face__hint mark-face__hint--warning' : 'mark-face__hint'} aria-live="polite">
          {drag.tooSmall
            ? 'That box is too small: make it a little larger.'
            : drag.box
              ? 'Face box set.'
              : 'Drag on the image to draw a box.'}
          {drag.box && (
            <button type="button" className="link-button" onClick={drag.clear} data-testid="mark-face-clear">
              Clear box
            </button>
          )}
        </div>
        <div className="mark-face__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void send(false)}
            disabled={sending}
            data-testid="mark-face-skip"
          >
            Continue without a box
          </button>
          <BusyButton
            busy={sending}
            className="button--primary"
            disabled={!drag.box}
            onClick={() => void send(true)}
            testId="mark-face-continue"
          >
            Continue
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}
