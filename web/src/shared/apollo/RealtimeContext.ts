import { createContext } from 'react';

export interface Realtime {
  /** Reopens the subscription socket so it carries the current session cookie. */
  restartWebSocket: () => void;
}

export const RealtimeContext = createContext<Realtime>({ restartWebSocket: () => undefined });
