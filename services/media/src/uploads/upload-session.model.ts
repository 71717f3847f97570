import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { MultipartState, UploadPart, UploadSessionFields } from './upload-session.js';

export interface UploadSessionDocument extends UploadSessionFields {
  /** The browser's uploadId: one session per id, whoever sent it first owns it. */
  _id: string;
  assembledKey?: string | null;
  multipart?: MultipartState | null;
}

const uploadPartSchema = new Schema<UploadPart>(
  {
    index: { type: Number, required: true },
    key: { type: String, required: true },
    size: { type: Number, required: true },
    offset: { type: Number, required: false },
    text: { type: new Schema({ clean: Boolean, head: String, tail: String }, { _id: false }), required: false },
  },
  { _id: false },
);

const uploadSessionSchema = new Schema<UploadSessionDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    agentId: { type: String, required: true },
    fileName: { type: String, required: true },
    fileSize: { type: Number, required: true },
    totalChunks: { type: Number, required: true },
    parts: { type: [uploadPartSchema], default: [] },
    claimed: { type: [Number], default: [] },
    receivedBytes: { type: Number, default: 0 },
    status: { type: String, required: true },
    result: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
    assembledKey: { type: String, default: null },
    multipart: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, required: true, index: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'upload_sessions' },
);

export const uploadSessionModel = modelFactory<UploadSessionDocument>('UploadSession', uploadSessionSchema);
