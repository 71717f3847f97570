import { z } from 'zod';

/**
 * The speech layout and the idle loop's motion, written once (issue 25, finding 8): the media
 * service makes them, the gateway signs their files, the avatar player and the benches read
 * them. This file imports zod only, so the player can import its types on their own.
 */

/** A rectangle in image pixels. */
export const Box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof Box>;

/**
 * How the speech sprite's frames are read and where they go (manifest.json `speech` of the
 * agent bundle, without its files): one frame per viseme, left to right.
 */
export const SpeechFrames = z.object({
  /** Sprite frame order, left to right. */
  visemes: z.array(z.string()).min(1),
  frameWidth: z.number().int().positive(),
  frameHeight: z.number().int().positive(),
  /** Where a frame goes, in pixels of an imageWidth x imageHeight picture. */
  region: Box,
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** How frames change: `fade` cross-fades (photo frames), `cut` switches (a drawn portrait's own variants). */
  blend: z.enum(['fade', 'cut']).default('fade'),
});
export type SpeechFrames = z.input<typeof SpeechFrames>;

/** The layout as stored: the sprite and the face rig (`face-rig.json`, FaceRig) by storage key. */
export const SpeechLayout = SpeechFrames.extend({
  spriteKey: z.string(),
  rigKey: z.string().nullable().default(null),
});
export type SpeechLayout = z.infer<typeof SpeechLayout>;

/**
 * The layout as a player gets it (GraphQL `Agent.speech`, the bundle's manifest): the files
 * behind URLs. With a rig the player deforms the face itself.
 */
export const PlayerSpeechLayout = SpeechFrames.extend({
  spriteUrl: z.string(),
  rigUrl: z.string().nullable().default(null),
});
export type PlayerSpeechLayout = z.input<typeof PlayerSpeechLayout>;

/**
 * The idle loop's breathing zoom (manifest.json `idle.motion`): the video scales by
 * 1.03 - 0.03 cos(2 pi t / period) around the anchor, so the mouth region has to follow.
 */
export const IdleMotion = z.object({
  kind: z.literal('zoom'),
  /** The point that stays still, in image pixels (the mouth: speech frames stay aligned). */
  anchorX: z.number(),
  anchorY: z.number(),
  minZoom: z.number(),
  maxZoom: z.number(),
  periodSeconds: z.number(),
});
export type IdleMotion = z.infer<typeof IdleMotion>;
