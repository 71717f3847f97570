import mongoose, { type Connection, type Model, type Schema } from 'mongoose';

/** A connection of the service's own (never the mongoose global), so each service owns its models. */
export async function connectMongo(uri: string, dbName?: string): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
}

/** True when the error is a unique-index violation. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** A model bound per connection (each service has its own), registered once per connection. */
export function modelFactory<T>(name: string, schema: Schema<T>): (connection: Connection) => Model<T> {
  return (connection) => (connection.models[name] ?? connection.model(name, schema)) as unknown as Model<T>;
}
