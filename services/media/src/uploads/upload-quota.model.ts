import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/** One upload holding part of its owner's quota until it finishes, fails or expires. */
export interface UploadReservation {
  uploadId: string;
  size: number;
  at: Date;
}

/**
 * One per user: the uploads that hold quota, their declared bytes, and the bytes declared in
 * the current 24-hour window. Every change is one conditional update of this document.
 */
export interface UploadQuotaDocument {
  /** The user id. */
  _id: string;
  open: UploadReservation[];
  openBytes: number;
  dayBytes: number;
  dayFrom: Date;
}

const reservationSchema = new Schema<UploadReservation>(
  {
    uploadId: { type: String, required: true },
    size: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const uploadQuotaSchema = new Schema<UploadQuotaDocument>(
  {
    _id: { type: String, required: true },
    open: { type: [reservationSchema], default: [] },
    openBytes: { type: Number, default: 0 },
    dayBytes: { type: Number, default: 0 },
    dayFrom: { type: Date, required: true },
  },
  { versionKey: false, collection: 'upload_quotas' },
);

export const uploadQuotaModel = modelFactory<UploadQuotaDocument>('UploadQuota', uploadQuotaSchema);
