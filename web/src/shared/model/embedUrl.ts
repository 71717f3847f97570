/** Spec 002 2.11: embedding adds deployment=gadget to the share URL (its other parameters stay). */
export function embedUrl(shareUrl: string): string {
  const url = new URL(shareUrl);
  url.searchParams.set('deployment', 'gadget');
  return url.toString();
}
