const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count in Bytes, KB, MB or GB (spec 000: the overlay's original size), two decimals at most. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number(value.toFixed(2))} ${UNITS[exponent]}`;
}
