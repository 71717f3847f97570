/** The limits on graphql-ws connections beyond one socket's own (issue 30, finding 2). */
export interface SocketLimits {
  socketsPerUser: number;
  socketsPerAddress: number;
  subscriptionsPerUser: number;
  subscriptionsPerAddress: number;
}

/** Close code for a socket over its user's or address's budget (graphql-ws does not retry 4429). */
export const TOO_MANY_SOCKETS_CODE = 4429;

/** What a socket is counted under: the signed-in user when it opened (if any) and its client address. */
export interface SocketOwner {
  userId: string | null;
  address: string;
}

/**
 * Open sockets of each user and client address, and their open operations, in this gateway's
 * memory (each gateway keeps its own budget, like the rate limiter). Operations are counted as
 * they come and go (see `operationsRecord`), so checking a subscription costs the same whether
 * the user has 3 sockets or 10,000.
 */
export class SocketBudget<S> {
  private readonly byUser = new Map<string, Set<S>>();
  private readonly byAddress = new Map<string, Set<S>>();
  private readonly operationsByUser = new Map<string, number>();
  private readonly operationsByAddress = new Map<string, number>();
  /** Admitted sockets: their owner and open operations. */
  private readonly sockets = new Map<S, { owner: SocketOwner; operations: number }>();

  constructor(private readonly limits: SocketLimits) {}

  /** Admits the socket, or says why not (the close reason). */
  admit(socket: S, owner: SocketOwner): string | null {
    const ofUser = owner.userId ? this.byUser.get(owner.userId) : undefined;
    if (owner.userId && (ofUser?.size ?? 0) >= this.limits.socketsPerUser) {
      return `Too many connections for one user: at most ${this.limits.socketsPerUser}. Close a tab and try again.`;
    }
    if ((this.byAddress.get(owner.address)?.size ?? 0) >= this.limits.socketsPerAddress) {
      return `Too many connections from one address: at most ${this.limits.socketsPerAddress}.`;
    }
    if (owner.userId) add(this.byUser, owner.userId, socket);
    add(this.byAddress, owner.address, socket);
    this.sockets.set(socket, { owner, operations: 0 });
    return null;
  }

  /** The socket closed: it and whatever operations it still had stop counting. */
  release(socket: S): void {
    const entry = this.sockets.get(socket);
    if (!entry) return;
    this.count(socket, -entry.operations);
    this.sockets.delete(socket);
    const { owner } = entry;
    if (owner.userId) remove(this.byUser, owner.userId, socket);
    remove(this.byAddress, owner.address, socket);
  }

  /** Open operations of an admitted socket. */
  operationsOf(socket: S): number {
    return this.sockets.get(socket)?.operations ?? 0;
  }

  /**
   * An empty operations record for the socket that counts the keys set and deleted in it:
   * graphql-ws's per-socket map of operations (`ctx.subscriptions`) becomes this, so the
   * budget always agrees with what graphql-ws has open, however an operation ends.
   */
  operationsRecord(socket: S): Record<string, unknown> {
    const target = Object.create(null) as Record<string, unknown>;
    this.socketOfRecord.set(target, socket);
    return new Proxy(target, this.recordHandler);
  }

  // One handler for every socket's record (no closures per socket): the record knows its socket.
  private readonly socketOfRecord = new WeakMap<object, S>();
  private readonly recordHandler: ProxyHandler<Record<string, unknown>> = {
    set: (target, key, value) => {
      if (!(key in target)) this.count(this.socketOfRecord.get(target)!, 1);
      return Reflect.set(target, key, value);
    },
    deleteProperty: (target, key) => {
      if (key in target) this.count(this.socketOfRecord.get(target)!, -1);
      return Reflect.deleteProperty(target, key);
    },
  };

  /** Checked when a socket starts an operation (already counted in its own open ones): the refusal, or null. */
  refuseSubscription(owner: SocketOwner): string | null {
    if (owner.userId && (this.operationsByUser.get(owner.userId) ?? 0) > this.limits.subscriptionsPerUser) {
      return `Too many subscriptions for one user: at most ${this.limits.subscriptionsPerUser} across all connections.`;
    }
    if ((this.operationsByAddress.get(owner.address) ?? 0) > this.limits.subscriptionsPerAddress) {
      return `Too many subscriptions from one address: at most ${this.limits.subscriptionsPerAddress} across all connections.`;
    }
    return null;
  }

  /** Only while the socket is admitted: after release, graphql-ws's clean-up must not count again. */
  private count(socket: S, delta: number): void {
    const entry = this.sockets.get(socket);
    if (!entry || delta === 0) return;
    entry.operations += delta;
    const { userId, address } = entry.owner;
    if (userId) addTo(this.operationsByUser, userId, delta);
    addTo(this.operationsByAddress, address, delta);
  }
}

function addTo(map: Map<string, number>, key: string, delta: number): void {
  const total = (map.get(key) ?? 0) + delta;
  if (total === 0) map.delete(key);
  else map.set(key, total);
}

function add<S>(map: Map<string, Set<S>>, key: string, socket: S): void {
  const set = map.get(key);
  if (set) set.add(socket);
  else map.set(key, new Set([socket]));
}

function remove<S>(map: Map<string, Set<S>>, key: string, socket: S): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}

/**
 * The client's address of an upgrade request: the peer, or behind trusted proxies the nearest
 * X-Forwarded-For hop they did not add themselves (as Express's req.ip with TRUST_PROXY).
 */
export function clientAddressOf(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusts: (address: string, hop: number) => boolean,
): string {
  const peer = remoteAddress ?? 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = [
    peer,
    ...header
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse(),
  ];
  for (let index = 0; index < hops.length - 1; index++) if (!trusts(hops[index]!, index)) return hops[index]!;
  return hops[hops.length - 1]!;
}
