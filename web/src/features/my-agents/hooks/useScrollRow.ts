import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether a sideways row can scroll back or on, and a step of one view in either direction. */
export function useScrollRow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    // A pixel of slack: zoomed layouts leave fractions at the end.
    const canPrevious = row.scrollLeft > 1;
    const canNext = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEdges((current) =>
      current.canPrevious === canPrevious && current.canNext === canNext ? current : { canPrevious, canNext },
    );
  }, []);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [measure]);

  const step = useCallback((direction: 1 | -1) => {
    const row = ref.current;
    if (!row) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  return { ref, ...edges, measure, step };
}
