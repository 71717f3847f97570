import type { ImageSize } from '../model/faceBoxTypes';
import type { useFaceBoxDrag } from '../hooks/useFaceBoxDrag';

interface FaceBoxSelectorProps {
  imageUrl: string;
  image: ImageSize | null;
  drag: ReturnType<typeof useFaceBoxDrag>;
  onImageSize: (size: ImageSize) => void;
}

/** The agent's image with the box being drawn on it (positions in % of the image, so it scales). */
export function FaceBoxSelector({ imageUrl, image, drag, onImageSize }: FaceBoxSelectorProps) {
  const { box } = drag;
  return (
    <div className="face-selector" {...drag.handlers} data-testid="mark-face-image">
      <img
        src={imageUrl}
        alt="Your agent's image: drag a box around the face"
        draggable={false}
        onLoad={(event) => onImageSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
      />
      {image && box && (
        <div
          className="face-selector__box"
          data-testid="mark-face-box"
          style={{
            left: `${(box.x / image.width) * 100}%`,
            top: `${(box.y / image.height) * 100}%`,
            width: `${(box.width / image.width) * 100}%`,
            height: `${(box.height / image.height) * 100}%`,
          }}
        />
      )}
    </div>
  );
}
