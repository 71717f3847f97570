export type ExportFormat = 'json' | 'csv';

/** The export download (built and named by the server, spec 003 section 3) of the filtered set in the chosen zone. */
export function exportUrl(
  agentId: string,
  zone: string,
  from: string | null,
  to: string | null,
  formatName: ExportFormat,
): string {
  const query = new URLSearchParams({ agent_id: agentId, tz: zone });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  query.set('format', formatName);
  return `/api/analytics/export?${query.toString()}`;
}
