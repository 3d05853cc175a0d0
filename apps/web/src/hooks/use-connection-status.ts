import { useSyncExternalStore } from 'react';
import {
  connectionStatus,
  subscribeConnectionStatus,
  type ConnectionStatus,
} from '../lib/connection-status.ts';

/** 'online', 'reconnecting' (a live connection lost, coming back by itself) or 'offline'. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeConnectionStatus, connectionStatus, () => 'online');
}
