import type { Gender } from '@avatarium/contracts';
import sharp from 'sharp';
import type { Box, SpeechLayout } from '../generation/jobs/generation-job.js';
import { PORTRAIT_SPEECH_AREA, PORTRAIT_VISEME_MOUTHS } from '../providers/image/dicebear-portrait-generator.js';
import { spriteOf } from './speech-frames.js';

/**
 * The mouth shapes of a drawn portrait's sprite: the photo ones plus `closed` (p/b/m: the lips
 * pressed, the resting mouth) and `teeth` (f/v).
 */
export const DRAWN_VISEMES = ['rest', 'slight', 'open', 'wide', 'round', 'closed', 'teeth'] as const;
export type DrawnViseme = (typeof DRAWN_VISEMES)[number];

/** The same mouth with the eyes shut: frame `<viseme>:blink`. */
export const BLINK_SUFFIX = ':blink';

/** Frame names in sprite order: each viseme, then it with the eyes shut. */
export const DRAWN_FRAMES: readonly string[] = DRAWN_VISEMES.flatMap((viseme) => [viseme, `${viseme}${BLINK_SUFFIX}`]);

/**
 * Drawn frames cover both eyes and the mouth, about 384 px of a 1024 px portrait: kept at full
 * size (sharp on a 512 px viewer at 2x) instead of the photo frames' 256 px.
 */
const MAX_DRAWN_FRAME_WIDTH = 384;

/** Draws the portrait again with another mouth (null: the resting one), maybe with the eyes shut. */
export interface PortraitRenderer {
  render(seed: string, gender: Gender, mouth: string | null, options?: { eyesClosed?: boolean }): Promise<Buffer>;
}

export interface DrawnSpeech {
  sprite: Buffer;
  layout: Pick<SpeechLayout, 'visemes' | 'frameWidth' | 'frameHeight' | 'region' | 'blend'>;
}

/** The part of the picture drawn frames replace: both eyes and every speaking mouth. */
export function drawnSpeechRegion(imageWidth: number, imageHeight: number): Box {
  const x = Math.max(0, Math.floor(PORTRAIT_SPEECH_AREA.x * imageWidth));
  const y = Math.max(0, Math.floor(PORTRAIT_SPEECH_AREA.y * imageHeight));
  return {
    x,
    y,
    width: Math.min(imageWidth - x, Math.ceil(PORTRAIT_SPEECH_AREA.width * imageWidth)),
    height: Math.min(imageHeight - y, Math.ceil(PORTRAIT_SPEECH_AREA.height * imageHeight)),
  };
}

export function drawnFrameSizeOf(region: Box): { frameWidth: number; frameHeight: number } {
  const scale = Math.min(1, MAX_DRAWN_FRAME_WIDTH / region.width);
  return {
    frameWidth: Math.max(2, Math.round(region.width * scale)),
    frameHeight: Math.max(2, Math.round(region.height * scale)),
  };
}

/**
 * The speech sprite of a drawn portrait, cut from full renders of the same seed that differ
 * only in the mouth and the eyes: everything else in a frame is the portrait's own pixels, so
 * the player switches frames (`blend: 'cut'`) with no seam and no cross-fade ghost.
 */
export async function drawnSpeechSprite(
  renderer: PortraitRenderer,
  seed: string,
  gender: Gender,
  imageWidth: number,
  imageHeight: number,
): Promise<DrawnSpeech> {
  const region = drawnSpeechRegion(imageWidth, imageHeight);
  const { frameWidth, frameHeight } = drawnFrameSizeOf(region);
  // rest and closed share the resting mouth: each distinct picture is drawn once.
  const renders = new Map<string, Promise<Buffer>>();
  const frameOf = (mouth: string | null, eyesClosed: boolean): Promise<Buffer> => {
    const key = `${mouth ?? ''}|${eyesClosed}`;
    let frame = renders.get(key);
    if (!frame) {
      frame = renderer.render(seed, gender, mouth, { eyesClosed }).then(async (full) => {
        const meta = await sharp(full).metadata();
        const sized =
          meta.width === imageWidth && meta.height === imageHeight
            ? sharp(full)
            : sharp(full).resize(imageWidth, imageHeight, { fit: 'fill' });
        return sized.extract({ left: region.x, top: region.y, width: region.width, height: region.height }).png().toBuffer();
      });
      renders.set(key, frame);
    }
    return frame;
  };
  const frames = await Promise.all(
    DRAWN_FRAMES.map((name) => {
      const [viseme] = name.split(':') as [DrawnViseme];
      return frameOf(PORTRAIT_VISEME_MOUTHS[viseme] ?? null, name.endsWith(BLINK_SUFFIX));
    }),
  );
  return {
    sprite: await spriteOf(frames, frameWidth, frameHeight, false),
    layout: { visemes: [...DRAWN_FRAMES], frameWidth, frameHeight, region, blend: 'cut' },
  };
}
