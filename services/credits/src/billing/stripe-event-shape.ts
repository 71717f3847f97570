import { UserId } from '@avatarium/contracts';
import { z } from 'zod';

/**
 * The parts of a Stripe event this service reads, checked before anything is applied. A
 * correctly signed event whose content does not fit (a user id that is not ours, a time that is
 * not a number, credits that are not a whole number) cannot be applied however often Stripe
 * sends it: it is logged and acknowledged as ignored, never answered with a 5xx that Stripe
 * would retry for days.
 */
export class UnusableStripeEvent extends Error {}

const StripeId = z.string().min(1).max(255);
const Ref = z.union([StripeId, z.object({ id: StripeId })]).nullish();
const Metadata = z.record(z.string(), z.string()).nullish();
const Seconds = z.number().int().positive();

const EventShape = z.object({
  id: StripeId,
  type: z.string().min(1),
  created: Seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const UserRefs = z
  .object({ metadata: Metadata })
  .refine((o) => o.metadata?.userId === undefined || UserId.safeParse(o.metadata.userId).success, {
    message: 'metadata.userId is not a user id of this platform',
  });

const SessionShape = z.object({
  id: StripeId,
  created: Seconds.optional(),
  client_reference_id: z
    .string()
    .nullish()
    .refine((v) => v == null || UserId.safeParse(v).success, {
      message: 'client_reference_id is not a user id of this platform',
    }),
  customer: Ref,
  subscription: Ref,
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
  metadata: Metadata.refine((m) => m?.credits === undefined || /^[1-9]\d{0,8}$/.test(m.credits), {
    message: 'metadata.credits is not a whole number of credits',
  }),
});

const SubscriptionShape = z.object({
  id: StripeId,
  status: z.string(),
  cancel_at_period_end: z.boolean().optional(),
  customer: Ref,
});

const InvoiceShape = z.object({
  id: StripeId.nullish(),
  customer: Ref,
  amount_paid: z.number().int().nonnegative(),
  amount_due: z.number().int().nonnegative(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
});

const OBJECT_SHAPES: Record<string, z.ZodType> = {
  'checkout.session.completed': SessionShape,
  'customer.subscription.created': SubscriptionShape,
  'customer.subscription.updated': SubscriptionShape,
  'customer.subscription.deleted': SubscriptionShape,
  'invoice.paid': InvoiceShape,
  'invoice.payment_failed': InvoiceShape,
};

const reasonOf = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'event'}: ${issue.message}` : 'unreadable';
};

/** Why a verified event cannot be applied, or null when every field this service reads fits. */
export function unusableReason(event: unknown): string | null {
  const outer = EventShape.safeParse(event);
  if (!outer.success) return reasonOf(outer.error);
  const shape = OBJECT_SHAPES[outer.data.type];
  if (!shape) return null; // not an event this service applies: acknowledged as it is
  const object = outer.data.data.object;
  const inner = shape.safeParse(object);
  if (!inner.success) return `data.object.${reasonOf(inner.error)}`;
  const users = UserRefs.safeParse(object);
  return users.success ? null : `data.object.${reasonOf(users.error)}`;
}
