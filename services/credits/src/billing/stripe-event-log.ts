import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import { isDuplicateKeyError, modelFactory } from '@avatarium/platform';

interface StripeEventDocument {
  _id: string;
  type: string;
  at: Date;
}

const stripeEventModel = modelFactory<StripeEventDocument>(
  'StripeEvent',
  new Schema<StripeEventDocument>(
    { _id: { type: String, required: true }, type: { type: String, required: true }, at: { type: Date, required: true } },
    { versionKey: false, collection: 'credit_stripe_events' },
  ),
);

/** Stripe event ids already applied: a redelivered event is acknowledged and not applied again. */
export class StripeEventLog {
  private readonly events: Model<StripeEventDocument>;

  constructor(connection: Connection) {
    this.events = stripeEventModel(connection);
  }

  init(): Promise<void> {
    return this.events.init().then(() => undefined);
  }

  async seen(eventId: string): Promise<boolean> {
    return (await this.events.exists({ _id: eventId })) !== null;
  }

  /** Marks it applied (after applying: every effect is idempotent on its own, so a crash in between is harmless). */
  async remember(eventId: string, type: string): Promise<void> {
    try {
      await this.events.create({ _id: eventId, type, at: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
