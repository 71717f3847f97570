export interface Point {
  x: number;
  y: number;
}

/** A box in image pixels (not yet rounded). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}
