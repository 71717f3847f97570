import { useQuery } from '@apollo/client/react';
import { MeQuery } from './meQuery';

export interface SessionUser {
  id: string;
  email: string;
  /** May open the operator page (ADMIN_EMAILS). */
  isOperator: boolean;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null }
  | { status: 'error'; user: null; message: string; retry: () => void };

/** Who is signed in, from `me`: loading until the gateway answers, error if it cannot be reached. */
export function useSession(): Session {
  const { data, error, refetch } = useQuery(MeQuery);

  if (data) {
    return data.me
      ? { status: 'signedIn', user: { id: data.me.id, email: data.me.email, isOperator: data.me.isOperator } }
      : { status: 'signedOut', user: null };
  }
  if (error) {
    return {
      status: 'error',
      user: null,
      message: error.message,
      retry: () => void refetch().catch(() => undefined),
    };
  }
  return { status: 'loading', user: null };
}
