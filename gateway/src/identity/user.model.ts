import { modelFactory } from '@avatarium/platform';
import { Schema, type Types } from 'mongoose';

export interface UserDocument {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string;
  /** Where the user came from (spec 002 4.7), stored once. */
  signUpReference?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    signUpReference: { type: String, default: null },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);

export const userModel = modelFactory<UserDocument>('User', userSchema);
