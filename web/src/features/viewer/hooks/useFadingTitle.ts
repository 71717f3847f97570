import { useEffect, useState } from 'react';
import { TITLE_VISIBLE_MS } from '../model/titleFade';

/** True for the first 5 s (spec 001 section 9), then false: the title fades out. */
export function useFadingTitle(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), TITLE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible;
}
