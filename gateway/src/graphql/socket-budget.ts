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
 * Open sockets of each user and client address, in this gateway's memory (each gateway keeps
 * its own budget, like the rate limiter). A socket's subscriptions are counted from what it has
 * open when asked, so nothing has to be decremented when an operation ends.
 */
export class SocketBudget<S> {
  private readonly byUser = new Map<string, Set<S>>();
  private readonly byAddress = new Map<string, Set<S>>();

  constructor(
    private readonly limits: SocketLimits,
    /** How many operations a socket has open now. */
    private readonly openOperations: (socket: S) => number,
  ) {}

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
    return null;
  }

  release(socket: S, owner: SocketOwner): void {
    if (owner.userId) remove(this.byUser, owner.userId, socket);
    remove(this.byAddress, owner.address, socket);
  }

  /** Checked when a socket starts an operation (already counted in its own open ones): the refusal, or null. */
  refuseSubscription(owner: SocketOwner): string | null {
    if (owner.userId && this.total(this.byUser.get(owner.userId)) > this.limits.subscriptionsPerUser) {
      return `Too many subscriptions for one user: at most ${this.limits.subscriptionsPerUser} across all connections.`;
    }
    if (this.total(this.byAddress.get(owner.address)) > this.limits.subscriptionsPerAddress) {
      return `Too many subscriptions from one address: at most ${this.limits.subscriptionsPerAddress} across all connections.`;
    }
    return null;
  }

  private total(sockets: Set<S> | undefined): number {
    let sum = 0;
    for (const socket of sockets ?? []) sum += this.openOperations(socket);
    return sum;
  }
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
