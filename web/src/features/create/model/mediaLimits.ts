import { AUDIO_MAX_SECONDS, IMAGE_MAX_BYTES, VIDEO_MAX_SECONDS } from '@avatarium/contracts/upload-rules';

/** Spec 000 section 9: image max 5MB, video max 30 s, audio max 2 min (the server's own limits). */
export const MEDIA_LIMITS = {
  imageBytes: IMAGE_MAX_BYTES,
  videoSeconds: VIDEO_MAX_SECONDS,
  audioSeconds: AUDIO_MAX_SECONDS,
} as const;
