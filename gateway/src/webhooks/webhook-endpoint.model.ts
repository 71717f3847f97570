import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export interface WebhookEndpointDocument {
  _id: string;
  ownerId: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  /** Why the platform turned it off (null when the owner did, or it is on). */
  disabledReason: string | null;
  /** Kept to sign with (a hash could not sign); shown to the owner once. */
  secret: string;
  createdAt: Date;
  /** The first failed attempt since the last success: 3 days of failures disable the endpoint. */
  failingSince: Date | null;
  /** '0' … 'cap-1', unique per owner: creates at the same moment cannot pass the cap together. */
  slot: string;
}

const webhookEndpointSchema = new Schema<WebhookEndpointDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    url: { type: String, required: true },
    events: { type: [String], required: true },
    description: { type: String, default: '' },
    enabled: { type: Boolean, required: true },
    disabledReason: { type: String, default: null },
    secret: { type: String, required: true },
    createdAt: { type: Date, required: true },
    failingSince: { type: Date, default: null },
    slot: { type: String, required: true },
  },
  { versionKey: false, collection: 'webhook_endpoints' },
);
webhookEndpointSchema.index({ ownerId: 1, slot: 1 }, { unique: true });

export const webhookEndpointModel = modelFactory<WebhookEndpointDocument>('WebhookEndpoint', webhookEndpointSchema);
