// GET /join-link over real HTTP: PUBLIC_URL when it is set, this machine's local network address
// without it; loopback links are flagged so the teacher can be warned. joinLinkBase's choices on
// made-up network interfaces below.
import type { NetworkInterfaceInfo } from 'node:os';
import { networkInterfaces } from 'node:os';
import type { JoinLink } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody } from '../../testing/test-server.ts';
import { isLoopbackHost, joinLinkBase } from './join-link.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

async function joinLinkOf(server: TestServer, token?: string) {
  return server.api<ApiBody<JoinLink>>('GET', '/join-link', token ? { token } : {});
}

describe('GET /join-link', () => {
  let withPublicUrl: TestServer;
  let withoutPublicUrl: TestServer;
  beforeAll(async () => {
    [withPublicUrl, withoutPublicUrl] = await Promise.all([
      createTestServer({ env: { PUBLIC_URL: 'https://o4f.example.org/' } }),
      // An empty value is no value: the server falls back to the local network address.
      createTestServer({ env: { PUBLIC_URL: '' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withPublicUrl?.close(), withoutPublicUrl?.close()]);
  });

  it('is PUBLIC_URL when it is set', async () => {
    const teacher = await withPublicUrl.createTeacher();
    const response = await joinLinkOf(withPublicUrl, teacher.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      base: 'https://o4f.example.org',
      loopback: false,
      source: 'publicUrl',
    });
  });

  it("is this machine's first non-internal IPv4 address and the server's port without PUBLIC_URL", async () => {
    const teacher = await withoutPublicUrl.createTeacher();
    const response = await joinLinkOf(withoutPublicUrl, teacher.token);
    expect(response.status).toBe(200);
    const port = new URL(withoutPublicUrl.url).port;
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal);
    expect(response.body.data).toEqual(
      lan
        ? { base: `http://${lan.address}:${port}`, loopback: false, source: 'network' }
        : { base: `http://localhost:${port}`, loopback: true, source: 'loopback' },
    );
  });

  it('is for teachers only', async () => {
    expect((await joinLinkOf(withPublicUrl)).status).toBe(401);
    const student = await withPublicUrl.createStudent();
    expect((await joinLinkOf(withPublicUrl, student.token)).status).toBe(403);
  });
});

const iface = (address: string, internal: boolean, family: 'IPv4' | 'IPv6' = 'IPv4') =>
  ({ address, internal, family, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('joinLinkBase', () => {
  it('flags a loopback PUBLIC_URL, which no phone can open', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3913', 'http://[::1]:3000']) {
      expect(joinLinkBase({ publicUrl: url, port: 3000 })).toMatchObject({
        base: url,
        loopback: true,
        source: 'publicUrl',
      });
    }
  });

  it('takes the first non-internal IPv4 address, skipping loopback and IPv6', () => {
    const interfaces = {
      lo: [iface('127.0.0.1', true), iface('::1', true, 'IPv6')],
      eth0: [iface('fe80::1', false, 'IPv6'), iface('192.168.1.20', false)],
      wlan0: [iface('10.0.0.7', false)],
    };
    expect(joinLinkBase({ publicUrl: null, port: 3000, interfaces })).toEqual({
      base: 'http://192.168.1.20:3000',
      loopback: false,
      source: 'network',
    });
  });

  it('falls back to localhost, flagged, on a machine without a network', () => {
    const interfaces = { lo: [iface('127.0.0.1', true)] };
    expect(joinLinkBase({ publicUrl: null, port: 8080, interfaces })).toEqual({
      base: 'http://localhost:8080',
      loopback: true,
      source: 'loopback',
    });
  });

  it('knows loopback hosts from others', () => {
    expect(
      ['localhost', 'app.localhost', '127.0.0.2', '::1', '0.0.0.0'].map(isLoopbackHost),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['o4f.example.org', '192.168.1.20', '10.0.0.1', '127.example.org'].map(isLoopbackHost),
    ).toEqual([false, false, false, false]);
  });
});
