/**
 * What the player writes on its canvas every frame it changes, for pages and browser tests
 * that cannot reach the player object: `data-mouth-open` (0..1, two decimals) and
 * `data-speaking` ("true" while a voice is moving the mouth), `data-blink` ("true" while the eyes are closed).
 */
export interface AvatarCanvasState {
  mouthOpen: number;
  speaking: boolean;
  /** `data-blink`: the eyes are closed now. */
  blink: boolean;
}

export function avatarStateOf(canvas: HTMLElement): AvatarCanvasState {
  const open = Number(canvas.dataset.mouthOpen);
  return {
    mouthOpen: Number.isFinite(open) ? open : 0,
    speaking: canvas.dataset.speaking === 'true',
    blink: canvas.dataset.blink === 'true',
  };
}
