import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';
import type { CompletedUpload, MultipartState, UploadPart, UploadSessionStatus } from './upload-session.js';

export interface UploadSessionDocument {
  /** The browser's uploadId: one session per id, whoever sent it first owns it. */
  _id: string;
  userId: string;
  agentId: string;
  fileName: string;
  fileSize: number;
  totalChunks: number;
  parts: UploadPart[];
  /** Chunk indexes a gateway has written (or is writing) in place: a copy sent again goes to a part. */
  claimed?: number[];
  receivedBytes: number;
  status: UploadSessionStatus;
  result: CompletedUpload | null;
  error: string | null;
  assembledKey?: string | null;
  multipart?: MultipartState | null;
  createdAt: Date;
  updatedAt: Date;
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
