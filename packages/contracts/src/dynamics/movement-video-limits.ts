/**
 * What an uploaded movement video must be (issue 27, "Bad input and limits"); the spec is
 * silent, so these are ours (docs/decisions/dynamics.md). A movement clip is a short moment of
 * the avatar: a few seconds, a face in it, a picture the player can show without scaling down.
 */
export const MOVEMENT_UPLOAD_MAX_SECONDS = 20;
/** The longer side at most 1920, the shorter at most 1080 (1080p either way up). */
export const MOVEMENT_UPLOAD_MAX_LONG_SIDE = 1920;
export const MOVEMENT_UPLOAD_MAX_SHORT_SIDE = 1080;
export const MOVEMENT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const NOT_H264_MP4 = 'Only MP4 videos are allowed: the video must be H.264 in an MP4 file';
export const NO_FACE_IN_VIDEO = 'No face found in the video: a movement video must show the avatar’s face';

export function movementTooLongMessage(seconds: number): string {
  return `Video too long: a movement video is at most ${MOVEMENT_UPLOAD_MAX_SECONDS} seconds, yours is ${Math.ceil(seconds * 10) / 10} seconds.`;
}

export function movementTooLargeMessage(width: number, height: number): string {
  return `Video resolution too large: at most ${MOVEMENT_UPLOAD_MAX_LONG_SIDE}x${MOVEMENT_UPLOAD_MAX_SHORT_SIDE}, yours is ${width}x${height}.`;
}

export function movementFileTooBigMessage(bytes: number): string {
  const mb = (value: number) => Math.ceil((value / 1024 / 1024) * 10) / 10;
  return `Video file too large: at most ${mb(MOVEMENT_UPLOAD_MAX_BYTES)} MB, yours is ${mb(bytes)} MB.`;
}
