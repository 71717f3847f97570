import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { UserEntity } from './user.js';
import { userModel, type UserDocument } from './user.model.js';

function toEntity(doc: UserDocument): UserEntity {
  return { id: doc._id.toHexString(), email: doc.email, createdAt: doc.createdAt };
}

export class UserRepository {
  private readonly users: Model<UserDocument>;

  constructor(connection: Connection) {
    this.users = userModel(connection);
  }

  init(): Promise<unknown> {
    return this.users.init();
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

  async findById(id: string): Promise<UserEntity | null> {
    if (!/^[a-f0-9]{24}$/.test(id)) return null;
    const doc = await this.users.findById(id).lean<UserDocument>();
    return doc ? toEntity(doc) : null;
  }
}
