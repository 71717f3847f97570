import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

export interface SessionDocument {
  /** sha-256 of the cookie token: a stolen database holds no usable sessions. */
  _id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true, index: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'sessions' },
);

export const sessionModel = modelFactory<SessionDocument>('Session', sessionSchema);
