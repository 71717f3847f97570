import { useCallback, useEffect, useRef, useState } from 'react';
import type { SelectedMediaMap } from '../model/creationRequest';
import type { MediaKind } from '../model/mediaKinds';

/**
 * One file per media type (spec 000 section 4): a new file replaces the old one. Each preview
 * gets an object URL, released with URL.revokeObjectURL when replaced, removed, cleared or
 * when the screen goes away.
 */
export function useMediaSelection() {
  const [media, setMedia] = useState<SelectedMediaMap>({});
  const urls = useRef(new Map<MediaKind, string>());

  const release = useCallback((kind: MediaKind) => {
    const url = urls.current.get(kind);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(kind);
  }, []);

  const select = useCallback(
    (kind: MediaKind, file: File) => {
      release(kind);
      const url = URL.createObjectURL(file);
      urls.current.set(kind, url);
      setMedia((current) => ({ ...current, [kind]: { file, url, type: kind } }));
    },
    [release],
  );

  const remove = useCallback(
    (kind: MediaKind) => {
      release(kind);
      setMedia((current) => {
        const next = { ...current };
        delete next[kind];
        return next;
      });
    },
    [release],
  );

  const clear = useCallback(() => {
    for (const url of urls.current.values()) URL.revokeObjectURL(url);
    urls.current.clear();
    setMedia({});
  }, []);

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned.values()) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  return { media, select, remove, clear };
}
