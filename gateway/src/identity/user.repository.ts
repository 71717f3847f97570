import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { UserEntity } from './user.js';
import { userModel, type UserDocument } from './user.model.js';

function toEntity(doc: UserDocument): UserEntity {
  return { id: doc._id.toHexString(), email: doc.email, signUpReference: doc.signUpReference ?? null, createdAt: doc.createdAt };
}

export class UserRepository {
  private readonly users: Model<UserDocument>;

  constructor(connection: Connection) {
    this.users = userModel(connection);
  }

  init(): Promise<unknown> {
    return this.users.init();
  }

  /** Answers when the gateway's database does (the readiness check). */
  async ping(): Promise<void> {
    await this.users.db.db!.admin().command({ ping: 1 });
  }

  /** Returns null when the email is taken (the unique index decides, not a prior read). */
  async create(email: string, passwordHash: string): Promise<UserEntity | null> {
    try {
      const doc = await this.users.create({ email, passwordHash });
      return toEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  async findCredentials(email: string): Promise<{ user: UserEntity; passwordHash: string } | null> {
    const doc = await this.users.findOne({ email }).lean<UserDocument>();
    return doc ? { user: toEntity(doc), passwordHash: doc.passwordHash } : null;
  }

  /** Stores the sign-up reference unless one is stored already (one conditional update); true when stored. */
  async saveSignUpReference(id: string, reference: string): Promise<boolean> {
    if (!/^[a-f0-9]{24}$/.test(id)) return false;
    const result = await this.users.updateOne({ _id: id, signUpReference: null }, { $set: { signUpReference: reference } });
    return result.modifiedCount === 1;
  }

  async findById(id: string): Promise<UserEntity | null> {
    if (!/^[a-f0-9]{24}$/.test(id)) return null;
    const doc = await this.users.findById(id).lean<UserDocument>();
    return doc ? toEntity(doc) : null;
  }
}
