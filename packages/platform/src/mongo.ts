import mongoose, { type Connection, type Model, type Schema } from 'mongoose';

/**
 * How long an operation waits for a reachable database before failing (503). Short, so an
 * outage answers clearly instead of holding every request; the driver reconnects by itself.
 */
const SERVER_SELECTION_MS = 4_000;
/** The first connection is retried this long (the database may still be starting). */
const FIRST_CONNECT_MS = 30_000;

/** A connection of the service's own (never the mongoose global), so each service owns its models. */
export async function connectMongo(uri: string, dbName?: string): Promise<Connection> {
  const deadline = Date.now() + FIRST_CONNECT_MS;
  for (;;) {
    const connection = mongoose.createConnection(uri, {
      dbName,
      serverSelectionTimeoutMS: SERVER_SELECTION_MS,
      // Operations go to the driver at once (and fail after SERVER_SELECTION_MS) rather than
      // waiting in mongoose's queue for a connection that is away.
      bufferCommands: false,
      autoIndex: true,
    });
    try {
      await connection.asPromise();
      return connection;
    } catch (error) {
      await connection.close().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** True when the error is a unique-index violation. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** A model bound per connection (each service has its own), registered once per connection. */
export function modelFactory<T>(name: string, schema: Schema<T>): (connection: Connection) => Model<T> {
  return (connection) => (connection.models[name] ?? connection.model(name, schema)) as unknown as Model<T>;
}
