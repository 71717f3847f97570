import { useSyncExternalStore } from 'react';
import { masonryColumns } from '../model/masonryColumns';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The masonry's column count for the current viewport width (re-renders only when it changes). */
export function useMasonryColumns(): number {
  return useSyncExternalStore(
    subscribe,
    () => masonryColumns(window.innerWidth),
    () => masonryColumns(1280),
  );
}
