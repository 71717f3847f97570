import { useEffect, useRef, useState } from 'react';
import { animationStep } from '../model/animationStep';
import { CREDIT_ANIMATION_MS } from '../model/creditAnimationMs';

/**
 * Follows `target`: the first value shows at once, later changes count from the value on
 * screen to the new one over `durationMs`, ending exactly on `target`.
 */
export function useAnimatedNumber(target: number, durationMs = CREDIT_ANIMATION_MS): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const startedAt = performance.now();
    let frame = 0;
    const tick = (now: number): void => {
      const value = animationStep(from, target, now - startedAt, durationMs);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
