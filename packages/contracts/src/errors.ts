import { z } from 'zod';

/** Error codes that cross service boundaries; the platform maps each to an HTTP status and a GraphQL code once. */
export const errorCodes = [
  'BAD_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_CREDITS',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The envelope every NATS reply travels in, so a failure keeps its code across the wire. */
export const ReplyEnvelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: ErrorCode, message: z.string(), details: z.unknown().optional() }),
  }),
]);
export type ReplyEnvelope = z.infer<typeof ReplyEnvelope>;
