import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { ConversationSession } from './session.js';

export type SessionDocument = Omit<ConversationSession, 'id'> & { _id: string };

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    tokenHash: { type: String, required: true },
    agentId: { type: String, required: true, index: true },
    ownerId: { type: String, required: true },
    viewerId: { type: String, default: null },
    payer: { type: String, enum: ['owner', 'viewer', 'collection'], required: true },
    collectionId: { type: String, default: null },
    payerUserId: { type: String, required: true },
    model: { type: String, required: true },
    conversationId: { type: String, required: true },
    persona: { type: Schema.Types.Mixed, required: true },
    keys: { type: Schema.Types.Mixed, default: undefined },
    active: { type: Boolean, required: true, index: true },
    currentTurnId: { type: String, default: null },
    greetingTurnId: { type: String, default: null },
    endReason: { type: String, default: null },
    monthlyBudget: { type: Number, default: null },
    budgetMinutes: { type: [Number], default: undefined },
    startedAt: { type: Date, required: true },
    lastActivityAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: 'conversation_sessions' },
);

export const sessionModel = modelFactory<SessionDocument>('ConversationSession', sessionSchema);
