/** Spec 002 section 7: when no share link can be made, the viewer base address plus the agent id. */
export function fallbackShareUrl(origin: string, agentId: string): string {
  return `${origin}/view/${encodeURIComponent(agentId)}`;
}
