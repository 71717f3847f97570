import type { z } from 'zod';

/** A request/reply pair on one NATS subject; both ends parse with these schemas. */
export interface RequestContract<Req extends z.ZodType, Res extends z.ZodType> {
  readonly kind: 'request';
  readonly subject: string;
  readonly request: Req;
  readonly reply: Res;
}

/** A fact that happened, published on one subject, parsed when published and when consumed. */
export interface EventContract<Payload extends z.ZodType> {
  readonly kind: 'event';
  readonly subject: string;
  readonly payload: Payload;
}

/**
 * A job on a durable JetStream work queue (streams.ts): queued with a message id (a retried
 * queueing is a no-op), parsed when queued and again when a worker takes it.
 */
export interface JobContract<Payload extends z.ZodType> {
  readonly kind: 'job';
  readonly subject: string;
  readonly payload: Payload;
}

export function defineRequest<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  reply: Res,
): RequestContract<Req, Res> {
  return { kind: 'request', subject, request, reply };
}

export function defineEvent<Payload extends z.ZodType>(subject: string, payload: Payload): EventContract<Payload> {
  return { kind: 'event', subject, payload };
}

export function defineJob<Payload extends z.ZodType>(subject: string, payload: Payload): JobContract<Payload> {
  return { kind: 'job', subject, payload };
}

export type RequestOf<C> = C extends RequestContract<infer Req, z.ZodType> ? z.input<Req> : never;
export type ReplyOf<C> = C extends RequestContract<z.ZodType, infer Res> ? z.output<Res> : never;
export type PayloadOf<C> = C extends EventContract<infer P> | JobContract<infer P> ? z.output<P> : never;
