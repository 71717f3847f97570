import { isFaceBoxLargeEnough } from '@avatarium/contracts';
import { useRef, useState, type PointerEvent } from 'react';
import { boxFromDrag } from '../model/boxFromDrag';
import type { Box, ImageSize, Point } from '../model/faceBoxTypes';
import { pointerToImage } from '../model/pointerToImage';

/**
 * Drawing a face box by dragging on the image (mouse, pen or touch through pointer events).
 * Coordinates are kept in the image's own pixels, clamped to it. A box too small for the
 * 2% rule is dropped when the drag ends.
 */
export function useFaceBoxDrag(image: ImageSize | null) {
  const [box, setBox] = useState<Box | null>(null);
  const [tooSmall, setTooSmall] = useState(false);
  const start = useRef<Point | null>(null);

  const toImage = (event: PointerEvent<HTMLElement>): Point | null => {
    if (!image) return null;
    const rect = event.currentTarget.getBoundingClientRect();
    return pointerToImage({ x: event.clientX, y: event.clientY }, rect, image);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!image || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const point = toImage(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = point;
    setTooSmall(false);
    setBox(boxFromDrag(point, point, image));
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const point = toImage(event);
    if (!start.current || !point || !image) return;
    setBox(boxFromDrag(start.current, point, image));
  };

  const finish = (event: PointerEvent<HTMLElement>) => {
    const point = toImage(event);
    if (!start.current || !point || !image) return;
    const next = boxFromDrag(start.current, point, image);
    start.current = null;
    const accepted = isFaceBoxLargeEnough(next, image);
    setBox(accepted ? next : null);
    setTooSmall(!accepted);
  };

  const clear = () => {
    start.current = null;
    setBox(null);
    setTooSmall(false);
  };

  return {
    box,
    tooSmall,
    clear,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
