/** "45s", "12m 5s", "3h 12m", "2d 4h": an uptime as an operator reads it at a glance. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`;
}

/** "312 MB", "1.4 GB", "640 KB" (powers of 1024, as memory is counted). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** A latency: "4 ms", "230 ms", "1.8 s", "42 s"; an em dash when nothing was measured. */
export function formatLatency(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 1) return `${Math.max(1, Math.round(seconds * 1000))} ms`;
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}

const METRIC_NAMES: Record<string, string> = {
  avatarium_http_request_duration_seconds: 'HTTP requests',
  avatarium_graphql_operation_duration_seconds: 'GraphQL operations',
  avatarium_nats_handled_duration_seconds: 'NATS requests answered',
  avatarium_generation_step_duration_seconds: 'Creation step',
  avatarium_conversation_turn_stage_seconds: 'Turn, to',
};

const STAGE_NAMES: Record<string, string> = {
  stt: 'speech recognised',
  first_token: 'first token',
  first_audio: 'first audio',
  total: 'end of turn',
};

/** "Creation step: video", "Turn, to: first audio", "HTTP requests". */
export function latencyLabel(metric: string, group: string | null): string {
  const name = METRIC_NAMES[metric] ?? metric;
  if (!group) return name;
  return `${name}${name.endsWith('to') ? '' : ':'} ${STAGE_NAMES[group] ?? group}`;
}
