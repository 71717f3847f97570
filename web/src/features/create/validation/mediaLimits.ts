/** Spec 000 section 9: image max 5MB, video max 30 s, audio max 2 min. */
export const MEDIA_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  videoSeconds: 30,
  audioSeconds: 120,
} as const;
