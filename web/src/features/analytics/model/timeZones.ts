/** Spec 003 2.1: the timezone selector's options, each with the IANA zone it stands for. */
export const TIME_ZONES = [
  { label: 'UTC', zone: 'UTC' },
  { label: 'Eastern', zone: 'America/New_York' },
  { label: 'Central', zone: 'America/Chicago' },
  { label: 'Mountain', zone: 'America/Denver' },
  { label: 'Pacific', zone: 'America/Los_Angeles' },
  { label: 'London', zone: 'Europe/London' },
  { label: 'Paris', zone: 'Europe/Paris' },
  { label: 'Berlin', zone: 'Europe/Berlin' },
  { label: 'Tokyo', zone: 'Asia/Tokyo' },
  { label: 'Shanghai', zone: 'Asia/Shanghai' },
  { label: 'Dubai', zone: 'Asia/Dubai' },
  { label: 'Sydney', zone: 'Australia/Sydney' },
] as const;

/** Spec 002 section 9: the analytics timezone defaults to UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';
