/** Spec 001 section 5: logo and intro video rules, checked before anything is sent (the server checks again, by content). */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const HEROSHOT_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'];
export const HEROSHOT_MAX_BYTES = 100 * 1024 * 1024;

export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Please upload a JPEG, PNG, GIF, or WEBP image';
  if (file.size >= LOGO_MAX_BYTES) return 'Please upload an image smaller than 5MB';
  return null;
}

export function heroshotExtension(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return HEROSHOT_EXTENSIONS.includes(ext) ? ext : null;
}

export function heroshotProblem(file: File): string | null {
  if (!heroshotExtension(file)) return 'Please upload an MP4, WebM, OGG or MOV video';
  if (file.size > HEROSHOT_MAX_BYTES) return 'Please upload a video smaller than 100MB';
  return null;
}
