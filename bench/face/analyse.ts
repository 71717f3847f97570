import sharp from 'sharp';
import { dataUrlBytes, type Capture } from './capture.js';
import { humanDetector, MESH, type ExternalDetector, type ExternalFace } from './external-landmarks.js';
import {
  chinDisplacement,
  convexHull,
  countBlinks,
  distance,
  eyeAspectRatio,
  grow,
  lipSync,
  regionChange,
  seamScore,
  blinksAgainstPlayer,
  type Audio,
  type BlinkResult,
  type ChinFrame,
  type Grey,
  type Point,
  type SyncResult,
} from './face-metrics.js';
import type { FaceAgent, FaceCue, RecordedFrame } from './face-protocol.js';
import { createFaceMesh } from '../../packages/avatar-player/src/face-mesh.js';
import { warpBorderOf } from '../../packages/avatar-player/src/warp-border.js';

// From a capture (bench/face/capture.ts) to the figures: landmarks by the external detector on
// every recorded frame, then the pure metrics of bench/face/face-metrics.ts.

export interface Detected {
  frame: RecordedFrame;
  face: ExternalFace | null;
}

export interface FaceFigures {
  sync: SyncResult;
  chin: { percentOfFaceHeight: number; openFrames: number; restFrames: number };
  blinks: BlinkResult | null;
  /** The blinks the player drew (its data-blink) and the detected ones that are none of them. */
  playerBlinks: { count: number; at: number[]; unmatched: number[] } | null;
  /** The idle frames' eye aspect ratio (both eyes; NaN where no face was found) and the player's blink flag. */
  eyeSeries: { t: number; ear: number; blink: boolean }[];
  /**
   * Seam on the widest-open frame against the untouched picture, at each renderer's own border:
   * the new renderer's warp border (where its mesh's displacement falls to zero) and today's
   * sprite rectangle (the speech region). `worst` is the graded one (`gradedAt`), `atRest` the
   * same border on the resting frame (control); `region` (the sprite rectangle) and `faceRing`
   * (1.2 x the rig's face hull) are printed beside for every renderer.
   */
  seam: {
    gradedAt: 'warp' | 'region';
    warp: number;
    region: number;
    faceRing: number;
    worst: number;
    atRest: number;
    /** The borders in the recorded crop's pixels (to look at a figure closely). */
    borders: { warp: Point[] | null; region: Point[]; ring: Point[] | null };
  } | null;
  /** The outer mouth height (upper lip top to lower lip bottom) against the same envelope: the jaw and lips together. */
  outerSync: SyncResult;
  /**
   * Detector-free: how much the mouth region's pixels differ from the resting frame, against
   * the same envelope (the only sync figure for a drawn portrait the face mesh does not find).
   */
  regionSync: SyncResult;
  /** Share of recorded frames where the detector found the face. */
  detected: number;
  /** A frame the player says is a blink (its data-blink; null without one): what it draws then. */
  playerBlinkFrame: Buffer | null;
  /** Frames chosen for the side-by-side picture (JPEG). */
  pictures: Record<'still' | 'rest' | 'open' | 'round' | 'closed' | 'blink', Buffer | null>;
  frames: { speech: number; idle: number };
  /** Seconds spent waiting for the detector after the recording ended (it works while recording). */
  detectSeconds: number;
}

export const OPEN_VISEMES = new Set(['open', 'wide']);
/** The most a recorded frame is shifted (crop pixels) to line up with the resting one for the region figure. */
const SWAY_SHIFT = 3;
/** A shape is in place this long after its cue starts (the players blend over ~50-120 ms). */
const SETTLE_MS = 70;

const P = (face: ExternalFace, index: number): Point => face.points[index]!;

function eyeWidth(face: ExternalFace): number {
  return distance(P(face, MESH.eyeOuterRight), P(face, MESH.eyeOuterLeft));
}
/** The inner-lip gap in eye widths: the mean of three pairs across the mouth (centre and either side). */
export function lipGap(face: ExternalFace): number {
  const gap = MESH.innerLipPairs.reduce((sum, [top, bottom]) => sum + distance(P(face, top), P(face, bottom)), 0);
  return gap / MESH.innerLipPairs.length / eyeWidth(face);
}
export function mouthHeight(face: ExternalFace): number {
  return distance(P(face, MESH.outerLipTop), P(face, MESH.outerLipBottom)) / eyeWidth(face);
}
export function earOf(face: ExternalFace): number {
  const eye = (indices: readonly number[]) => indices.map((i) => P(face, i));
  return (eyeAspectRatio(eye(MESH.rightEye)) + eyeAspectRatio(eye(MESH.leftEye))) / 2;
}
function chinFrame(face: ExternalFace): ChinFrame {
  return {
    noseTip: P(face, MESH.noseTip),
    chin: P(face, MESH.chin),
    eyeOuterRight: P(face, MESH.eyeOuterRight),
    eyeOuterLeft: P(face, MESH.eyeOuterLeft),
    forehead: P(face, MESH.forehead),
  };
}

/** The cue in force at `seconds` and how long it has been. */
export function cueAt(cues: readonly FaceCue[], seconds: number): { viseme: string; sinceMs: number; untilMs: number } | null {
  const sorted = [...cues].sort((a, b) => a.startMs - b.startMs);
  const ms = seconds * 1000;
  for (let i = sorted.length - 1; i >= 0; i--) {
    if (sorted[i]!.startMs <= ms) {
      const next = sorted[i + 1]?.startMs ?? Infinity;
      return { viseme: sorted[i]!.viseme, sinceMs: ms - sorted[i]!.startMs, untilMs: next - ms };
    }
  }
  return null;
}

/**
 * The external detector's landmarks per recorded frame, started as frames arrive (so the
 * detection of the sentence overlaps the idle recording). Lips use the mesh alone, blinks the
 * mesh with the iris model (it places the eyelids).
 */
export class FrameDetections {
  private readonly found = new Map<string, Promise<ExternalFace | null>>();
  readonly lips: ExternalDetector;
  readonly eyes: ExternalDetector;

  constructor(
    lips: ExternalDetector = humanDetector({ iris: false, rotation: false }),
    eyes: ExternalDetector = humanDetector({ rotation: false }),
  ) {
    this.lips = lips;
    this.eyes = eyes;
  }

  start(frame: RecordedFrame, kind: 'speech' | 'idle'): Promise<ExternalFace | null> {
    let found = this.found.get(frame.jpeg);
    if (!found) {
      found = frame.jpeg ? (kind === 'speech' ? this.lips : this.eyes).detect(dataUrlBytes(frame.jpeg)) : Promise.resolve(null);
      this.found.set(frame.jpeg, found);
    }
    return found;
  }

  async all(frames: RecordedFrame[], kind: 'speech' | 'idle'): Promise<Detected[]> {
    return Promise.all(frames.map(async (frame) => ({ frame, face: await this.start(frame, kind) })));
  }
}

async function grey(jpeg: Buffer): Promise<Grey> {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A box in picture pixels as pixels of the recorded crop. */
function inCrop(capture: Capture, agent: FaceAgent, box: { x: number; y: number; width: number; height: number }) {
  const scale = capture.picture.width / agent.imageWidth;
  return {
    x: capture.picture.x - capture.crop.x + box.x * scale,
    y: capture.picture.y - capture.crop.y + box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
}

export interface AnalyseInput {
  capture: Capture;
  agent: FaceAgent;
  /** 68 rig points (flat, picture pixels), when the agent has them. */
  rigPoints: readonly number[] | null;
  audio: Audio;
  audioSeconds: number;
  cues: FaceCue[];
  /** Skip the seam (a moving video has no still to compare with). */
  seam: boolean;
  /** The border the renderer is graded at: its warp border (the mesh renderers, the default) or the sprite rectangle (today's). */
  gradeSeamAt?: 'warp' | 'region';
  /** The head moves in the source (a video agent): blinks are read against the eye level around them. */
  movingHead?: boolean;
}

export async function analyse(detections: FrameDetections, input: AnalyseInput): Promise<FaceFigures> {
  const { capture, agent, audio, audioSeconds, cues } = input;
  const started = performance.now();
  const speech = await detections.all(capture.speech, 'speech');
  const idle = await detections.all(capture.idle, 'idle');
  const detectSeconds = (performance.now() - started) / 1000;
  const seen = [...speech, ...idle].filter((d) => d.face).length;

  // Sync over the sentence with half a second of quiet either side.
  const window = speech.filter((d) => d.face && d.frame.t >= -0.5 && d.frame.t <= audioSeconds + 0.5);
  const sync = lipSync(
    window.map((d) => d.frame.t),
    window.map((d) => lipGap(d.face!)),
    audio,
  );

  const outerSync = lipSync(
    window.map((d) => d.frame.t),
    window.map((d) => mouthHeight(d.face!)),
    audio,
  );

  // The mouth region (the mouth box, else speech.region, in crop pixels) changing against the
  // last frame before speaking, the frame's best shift within a few pixels taken (the sway of a
  // drawn portrait moves the whole picture; that is no mouth movement).
  const restingFrame = speech.filter((d) => d.frame.t < -0.1).at(-1) ?? speech[0]!;
  const resting = await grey(dataUrlBytes(restingFrame.frame.jpeg));
  const regionBox = inCrop(capture, agent, agent.mouthBox ?? agent.speech.region);
  const around = speech.filter((d) => d.frame.jpeg && d.frame.t >= -0.5 && d.frame.t <= audioSeconds + 0.5);
  const changes: number[] = [];
  for (const d of around) changes.push(regionChange(await grey(dataUrlBytes(d.frame.jpeg)), resting, regionBox, SWAY_SHIFT));
  const regionSync = lipSync(
    around.map((d) => d.frame.t),
    changes,
    audio,
  );

  const openFrames = speech.filter((d) => {
    const cue = d.face && d.frame.t >= 0 && d.frame.t <= audioSeconds ? cueAt(cues, d.frame.t) : null;
    return cue !== null && OPEN_VISEMES.has(cue.viseme) && cue.sinceMs >= SETTLE_MS;
  });
  const restFrames = speech.filter((d) => d.face && d.frame.t < -0.1);
  const chin = {
    ...chinDisplacement(
      openFrames.map((d) => chinFrame(d.face!)),
      restFrames.map((d) => chinFrame(d.face!)),
    ),
    openFrames: openFrames.length,
    restFrames: restFrames.length,
  };

  const stillJpeg = dataUrlBytes(capture.still);
  const stillFace = await detections.eyes.detect(stillJpeg);
  const idleSeen = idle.filter((d) => d.face);
  const blinks = idle.length
    ? countBlinks(
        idleSeen.map((d) => d.frame.t),
        idleSeen.map((d) => earOf(d.face!)),
        { referenceEar: stillFace ? earOf(stillFace) : undefined, window: input.movingHead ? 1 : undefined },
      )
    : null;
  const eyeSeries = idle.map((d) => ({
    t: d.frame.t,
    ear: d.face ? earOf(d.face) : Number.NaN,
    blink: d.frame.blink === 'true',
  }));
  const againstPlayer = blinks && idle.some((d) => d.frame.blink !== null) ? blinksAgainstPlayer(blinks.at, eyeSeries) : null;
  const playerBlinks = againstPlayer
    ? { count: againstPlayer.playerBlinks, at: againstPlayer.playerAt, unmatched: againstPlayer.unmatched }
    : null;

  // Pictures for the side-by-side sheet.
  // Frames for the sheet are chosen by the cue in force; by the lip gap where the face was found.
  const inCue = (names: string[]) =>
    speech.filter((d) => {
      const cue = d.frame.jpeg && d.frame.t >= 0 && d.frame.t <= audioSeconds ? cueAt(cues, d.frame.t) : null;
      return cue !== null && names.includes(cue.viseme) && cue.sinceMs >= SETTLE_MS;
    });
  const byGap = (list: Detected[], largest: boolean) => {
    const found = list.filter((d) => d.face);
    if (found.length === 0) return list[Math.floor(list.length / 2)] ?? null;
    return found.sort((a, b) => (largest ? lipGap(b.face!) - lipGap(a.face!) : lipGap(a.face!) - lipGap(b.face!)))[0]!;
  };
  const open = byGap(inCue(['open', 'wide']), true);
  const round = byGap(inCue(['round']), true);
  const closed = byGap(
    inCue(['rest']).filter((d) => d.frame.t > 0.3 && d.frame.t < audioSeconds - 0.3),
    false,
  );
  const rest = speech.filter((d) => d.frame.jpeg && d.frame.t < -0.1).at(-1) ?? null;
  // A face the mesh does not find (a drawn one): the picture the player says is a blink (the sheet only, never a figure).
  // When the mesh misses most idle frames, its narrowest eyes are only the few it found (open ones): the player's word then.
  const narrowest = [...idleSeen].sort((a, b) => earOf(a.face!) - earOf(b.face!))[0];
  const saidBlink = idle.find((d) => d.frame.blink === 'true' && d.frame.jpeg);
  const blinkFrame = (idleSeen.length >= idle.length / 2 ? narrowest : saidBlink) ?? narrowest ?? saidBlink ?? null;
  const jpeg = (d: Detected | null) => (d ? dataUrlBytes(d.frame.jpeg) : null);
  // The middle of the player's first blink.
  const saidBlinks = idle.filter((d) => d.frame.blink === 'true' && d.frame.jpeg);
  const playerBlinkFrame = jpeg(saidBlinks[Math.min(saidBlinks.length - 1, 1)] ?? null);

  let seam: FaceFigures['seam'] = null;
  if (input.seam && open) {
    const scale = capture.picture.width / agent.imageWidth;
    const dx = capture.picture.x - capture.crop.x;
    const dy = capture.picture.y - capture.crop.y;
    const toCrop = ([x, y]: Point): Point => [dx + x * scale, dy + y * scale];
    const r = agent.speech.region;
    const corners: Point[] = [
      [r.x, r.y],
      [r.x + r.width, r.y],
      [r.x + r.width, r.y + r.height],
      [r.x, r.y + r.height],
    ];
    const regionBorder = corners.map(toCrop);
    let ringBorder: Point[] | null = null;
    if (input.rigPoints) {
      const points: Point[] = [];
      for (let i = 0; i < input.rigPoints.length; i += 2) points.push(toCrop([input.rigPoints[i]!, input.rigPoints[i + 1]!]));
      ringBorder = grow(convexHull(points), 1.2);
    }
    // The mesh the player makes from the same rig: where its warp falls to the still picture.
    const warpBorder = input.rigPoints
      ? warpBorderOf(createFaceMesh(input.rigPoints, agent.imageWidth, agent.imageHeight)).map(toCrop)
      : null;
    const gradedAt = input.gradeSeamAt ?? (warpBorder ? 'warp' : 'region');
    const stillGrey = await grey(stillJpeg);
    const scoresOf = async (frame: Detected) => {
      const frameGrey = await grey(jpeg(frame)!);
      const at = (border: Point[] | null) => (border ? seamScore(frameGrey, stillGrey, border) : Number.NaN);
      const scores = { warp: at(warpBorder), region: at(regionBorder), ring: at(ringBorder) };
      return { ...scores, graded: gradedAt === 'warp' ? scores.warp : scores.region };
    };
    const speaking = await scoresOf(open);
    // The control: the same border on the resting frame (head sway and resampling alone, no mouth warp).
    const resting = rest ? await scoresOf(rest) : null;
    seam = {
      gradedAt,
      warp: speaking.warp,
      region: speaking.region,
      faceRing: speaking.ring,
      worst: speaking.graded,
      atRest: resting?.graded ?? Number.NaN,
      borders: { warp: warpBorder, region: regionBorder, ring: ringBorder },
    };
  }

  return {
    sync,
    outerSync,
    regionSync,
    chin: { percentOfFaceHeight: chin.percentOfFaceHeight, openFrames: chin.openFrames, restFrames: chin.restFrames },
    blinks,
    playerBlinks,
    eyeSeries,
    playerBlinkFrame,
    seam,
    detected: seen / Math.max(1, speech.length + idle.length),
    pictures: {
      still: stillJpeg,
      rest: jpeg(rest),
      open: jpeg(open),
      round: jpeg(round),
      closed: jpeg(closed),
      blink: jpeg(blinkFrame),
    },
    frames: { speech: speech.length, idle: idle.length },
    detectSeconds,
  };
}
