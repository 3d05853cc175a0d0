// Where the join link and its QR code point: PUBLIC_URL when it is set; otherwise this machine's
// address on the local network (what phones in the room can open), localhost as the last resort.
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { JoinLink } from '@o4f/contract';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** localhost, *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses: no phone reaches them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1' ||
    host === '::' ||
    host === '0.0.0.0'
  );
}

/** The first non-internal IPv4 address of this machine, if any. */
function networkAddress(interfaces: Interfaces = networkInterfaces()): string | null {
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return null;
}

export function joinLinkBase(options: {
  /** PUBLIC_URL when it was configured, null otherwise. */
  publicUrl: string | null;
  /** The port the server listens on. */
  port: number;
  interfaces?: Interfaces;
}): JoinLink {
  if (options.publicUrl !== null) {
    const base = options.publicUrl.replace(/\/+$/, '');
    return { base, loopback: isLoopbackHost(new URL(base).hostname), source: 'publicUrl' };
  }
  const address = networkAddress(options.interfaces);
  if (address !== null) {
    return { base: `http://${address}:${options.port}`, loopback: false, source: 'network' };
  }
  return { base: `http://localhost:${options.port}`, loopback: true, source: 'loopback' };
}
