import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a piece of work is done for, beyond the user: the API key a request came with (issue 29),
 * so a credit debit deep in a service can be counted against the key that caused it. It travels
 * with the async work like the trace context, and across NATS requests in a message header.
 */
export interface Attribution {
  apiKeyId: string;
}

/** The NATS header an attributed request carries. */
export const ATTRIBUTION_HEADER = 'avatarium-api-key';

const current = new AsyncLocalStorage<Attribution>();
const KEY_ID = /^[A-Za-z0-9_:-]{1,64}$/;

export function currentAttribution(): Attribution | undefined {
  return current.getStore();
}

export function runAttributed<T>(attribution: Attribution, fn: () => T): T {
  return current.run(attribution, fn);
}

/** Reads the header back; anything malformed is no attribution. */
export function parseAttribution(value: string | null | undefined): Attribution | undefined {
  return value && KEY_ID.test(value) ? { apiKeyId: value } : undefined;
}
