export interface OverlayStage {
  name: 'Initializing' | 'Processing' | 'Finalizing';
  /** At 100 the overlay is complete and Cancel disappears. */
  complete: boolean;
}

/** Spec 000 "Video compression overlay": Initializing 0 to 20, Processing 20 to 90, Finalizing 90 to 100. */
export function overlayStage(percent: number): OverlayStage {
  const complete = percent >= 100;
  if (percent < 20) return { name: 'Initializing', complete };
  if (percent < 90) return { name: 'Processing', complete };
  return { name: 'Finalizing', complete };
}
