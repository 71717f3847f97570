import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { ConversationRecord } from './conversation.js';

export type ConversationDocument = Omit<ConversationRecord, 'id'> & {
  _id: string;
  /** In the analytics buckets (new conversations from the start; older ones once backfilled). */
  tallied?: boolean;
  /** Messages appended since tallied (set by the backfill), to know a conversation's first one. */
  messageCount?: number;
  /** Bumped by every change, so the backfill knows the document it counted is still the one stored. */
  rev?: number;
  /** Until when a backfill worker holds it. */
  tallyLease?: Date;
  /** The products its agent messages named (counted): a product counts a conversation once. */
  named?: string[];
};

const messageSchema = new Schema(
  {
    role: { type: String, enum: ['user', 'agent'], required: true },
    message: { type: String, required: true },
    timestamp: { type: Date, required: true },
    turnId: { type: String, required: true },
  },
  { _id: false },
);

const conversationSchema = new Schema<ConversationDocument>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true, index: true },
    ownerId: { type: String, required: true },
    sessionId: { type: String, required: true },
    pricingCode: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    messages: { type: [messageSchema], default: [] },
    // turnId -> stage times; filled in as the stages happen (the first frame may come before the turn ends).
    telemetry: { type: Schema.Types.Mixed, default: {} },
    tallied: Boolean,
    messageCount: Number,
    rev: Number,
    tallyLease: Date,
    named: { type: [String], default: undefined },
  },
  { versionKey: false, minimize: false, collection: 'conversations' },
);

// Analytics, history and the export read an agent's conversations by creation time.
conversationSchema.index({ agentId: 1, createdAt: 1 });

export const conversationModel = modelFactory<ConversationDocument>('Conversation', conversationSchema);
