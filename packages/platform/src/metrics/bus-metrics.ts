import { histogram } from './registry.js';

/** A request this process sent over NATS, by subject (the contracts' fixed names) and outcome. */
export const natsRequestSeconds = histogram(
  'avatarium_nats_request_duration_seconds',
  'Requests sent over NATS: time to the reply, by subject and outcome (ok, refused, unavailable).',
  ['subject', 'outcome'],
);

/** A request this process answered, by subject and outcome (ok, refused, failed). */
export const natsHandledSeconds = histogram(
  'avatarium_nats_handled_duration_seconds',
  'Requests answered over NATS: handler time, by subject and outcome (ok, refused, failed).',
  ['subject', 'outcome'],
);
