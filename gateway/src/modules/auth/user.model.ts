import { modelFactory } from '@avatarium/platform';
import { Schema, type Types } from 'mongoose';

export interface UserDocument {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);

export const userModel = modelFactory<UserDocument>('User', userSchema);
