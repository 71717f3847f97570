import { useEffect, useRef } from 'react';
import { isHoldToTalkKey } from '../model/holdToTalkKey';

/** Holding Space anywhere but where Space types or presses something talks, like holding the mic button. */
export function useHoldSpaceToTalk(enabled: boolean, press: () => void, release: () => void) {
  const handlers = useRef({ press, release });
  useEffect(() => {
    handlers.current = { press, release };
  }, [press, release]);

  useEffect(() => {
    if (!enabled) return;
    let holding = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHoldToTalkKey(event)) return;
      event.preventDefault();
      if (holding || event.repeat) return;
      holding = true;
      handlers.current.press();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      // Wherever focus went meanwhile, letting go of Space ends the hold.
      if (!holding || (event.code !== 'Space' && event.key !== ' ')) return;
      event.preventDefault();
      holding = false;
      handlers.current.release();
    };
    // Switching away mid-hold never delivers the keyup.
    const onBlur = () => {
      if (!holding) return;
      holding = false;
      handlers.current.release();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      if (holding) handlers.current.release();
    };
  }, [enabled]);
}
