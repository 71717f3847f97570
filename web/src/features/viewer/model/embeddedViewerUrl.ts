/** The viewer of an agent for a frame of our own page: `?embedded` hides its brand and passes Escape out. */
export function embeddedViewerUrl(agentId: string, share: string | null = null): string {
  const params = new URLSearchParams({ embedded: '1' });
  if (share) params.set('share', share);
  return `/view/${encodeURIComponent(agentId)}?${params.toString()}`;
}
