import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event for one endpoint: the durable job (claimed with a lease, so a gateway killed
 * mid-send leaves it to another after the lease) and, once done, a line of the delivery log.
 */
export interface WebhookDeliveryDocument {
  _id: string;
  endpointId: string;
  ownerId: string;
  eventId: string;
  type: string;
  /** The exact JSON sent (signed as is, and the same bytes on every attempt). */
  body: string;
  dedupeKey: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  leaseToken: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

const webhookDeliverySchema = new Schema<WebhookDeliveryDocument>(
  {
    _id: { type: String, required: true },
    endpointId: { type: String, required: true },
    ownerId: { type: String, required: true },
    eventId: { type: String, required: true },
    type: { type: String, required: true },
    body: { type: String, required: true },
    dedupeKey: { type: String, required: true },
    status: { type: String, required: true },
    attempts: { type: Number, required: true },
    nextAttemptAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: null },
    leaseToken: { type: String, default: null },
    createdAt: { type: Date, required: true },
    lastAttemptAt: { type: Date, default: null },
    responseStatus: { type: Number, default: null },
    responseExcerpt: { type: String, default: null },
    error: { type: String, default: null },
  },
  { versionKey: false, collection: 'webhook_deliveries' },
);
// One delivery per source change and endpoint, however often the bus repeats it.
webhookDeliverySchema.index({ endpointId: 1, dedupeKey: 1 }, { unique: true });
webhookDeliverySchema.index({ endpointId: 1, createdAt: -1 });
webhookDeliverySchema.index({ status: 1, nextAttemptAt: 1 });

export const webhookDeliveryModel = modelFactory<WebhookDeliveryDocument>('WebhookDelivery', webhookDeliverySchema);
