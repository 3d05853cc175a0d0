import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectionStatus,
  reportConnection,
  subscribeConnectionStatus,
} from './connection-status.ts';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('the connection status every page shows', () => {
  it('is reconnecting while any wanted connection is lost, online once all are back', () => {
    const heard = vi.fn();
    const stop = subscribeConnectionStatus(heard);
    const first = {};
    const second = {};
    expect(connectionStatus()).toBe('online');
    reportConnection(first, true);
    reportConnection(second, true);
    expect(connectionStatus()).toBe('reconnecting');
    reportConnection(first, false);
    expect(connectionStatus()).toBe('reconnecting');
    // A page closing a lost connection takes it off as well.
    reportConnection(second, false);
    expect(connectionStatus()).toBe('online');
    expect(heard).toHaveBeenCalledTimes(4);
    stop();
  });

  it('says offline while the browser is offline, whatever the connections', () => {
    const stop = subscribeConnectionStatus(() => undefined);
    const lost = {};
    reportConnection(lost, true);
    setOnline(false);
    expect(connectionStatus()).toBe('offline');
    setOnline(true);
    expect(connectionStatus()).toBe('reconnecting');
    reportConnection(lost, false);
    expect(connectionStatus()).toBe('online');
    stop();
  });
});
