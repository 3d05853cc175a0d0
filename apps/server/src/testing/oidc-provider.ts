// A certified OpenID provider (oidc-provider) in the test process, and a small browser that walks
// the code flow over real HTTP: it follows redirects, keeps the provider's cookies, and signs in
// whichever account the test chose by completing the provider's interactions itself (a fresh
// browser per sign-in: the provider's session would otherwise sign the last account in again).
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Adapter, AdapterPayload } from 'oidc-provider';

export interface CampusAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export const TEST_CLIENT = { id: 'o4f-test', secret: 'a-client-secret-for-tests-only' };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A port nothing listens on (bound, read, released). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The provider's sessions, grants and codes, in this process (one store per provider). */
function memoryAdapter() {
  const rows = new Map<string, AdapterPayload>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    private key = (id: string) => `${this.name}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      rows.set(this.key(id), payload);
    }
    async find(id: string) {
      return rows.get(this.key(id));
    }
    async findByUserCode(userCode: string) {
      return [...rows.values()].find((row) => row.userCode === userCode);
    }
    async findByUid(uid: string) {
      return [...rows.values()].find((row) => row.uid === uid);
    }
    async consume(id: string) {
      const row = rows.get(this.key(id));
      if (row) row.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      rows.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, row] of rows) if (row.grantId === grantId) rows.delete(key);
    }
  };
}

/** The provider's own RSA key: its ID token signatures are checked against its published JWKS. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' });
}

/**
 * The provider at http://127.0.0.1:<port>, with one confidential client whose redirect URI is
 * `redirectUri`, PKCE required. `signIn(account)` chooses who the next interaction logs in.
 */
export async function startTestProvider(options: { redirectUri: string; port?: number }) {
  let handler: Handler = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const accounts = new Map<string, CampusAccount>();
  let current: CampusAccount | null = null;

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    jwks: { keys: [{ ...signingKey(), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });

  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!current) throw new Error('No account chosen for the test provider');
      accounts.set(current.sub, current);
      await provider.interactionFinished(req, res, { login: { accountId: current.sub } });
      return;
    }
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('Consent without a session');
    const grant = new provider.Grant({ accountId, clientId: TEST_CLIENT.id });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  const callback = provider.callback();
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  };

  return {
    issuer,
    port,
    /** The account the next login interaction signs in. */
    signIn(account: CampusAccount) {
      current = account;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * A browser for the sign-in: follows redirects by hand (keeping cookies per host), and reaches
 * `publicUrl` (what the server believes its address is) at `serverUrl`.
 */
export function testBrowser(publicUrl: string, serverUrl: string) {
  const jar = new Map<string, Map<string, string>>();

  const cookiesFor = (url: URL) =>
    [...(jar.get(url.host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  const keepCookies = (url: URL, response: Response) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.trim().split('=');
        return key.toLowerCase() === 'expires' && Date.parse(date) < Date.now();
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.host, cookies);
  };

  /** One request, as the browser would send it to that address. */
  async function get(address: string): Promise<Response> {
    const url = new URL(
      address.startsWith(publicUrl) ? serverUrl + address.slice(publicUrl.length) : address,
    );
    const cookie = cookiesFor(url);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    keepCookies(url, response);
    return response;
  }

  /**
   * Follows redirects from `address` until one leads back into the web app (a page, not the API):
   * returns that address (with its fragment) and every address visited.
   */
  async function follow(address: string): Promise<{ landing: string; visited: string[] }> {
    const visited: string[] = [];
    let next = address;
    for (let hops = 0; hops < 20; hops += 1) {
      if (next.startsWith(publicUrl) && !next.startsWith(`${publicUrl}/apio4f/`)) {
        return { landing: next, visited };
      }
      visited.push(next);
      const response = await get(next);
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`Sign-in stopped at ${next} with ${response.status}`);
      }
      next = new URL(location, next).href;
    }
    throw new Error('Too many redirects');
  }

  return { get, follow };
}
