// The campus provider as openid-client sees it: discovered on first use, not at start, so a
// provider that is down never stops the server; a failed discovery is tried again later.
import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  label: string | null;
  allowedDomains: string[];
}

/** The provider settings, or null when campus sign-in is off (config.ts checks the combinations). */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    label: config.OIDC_BUTTON_LABEL ?? null,
    allowedDomains: config.OIDC_ALLOWED_EMAIL_DOMAINS,
  };
}

export class ProviderUnavailable extends Error {
  constructor() {
    super('The campus sign-in provider could not be reached');
    this.name = 'ProviderUnavailable';
  }
}

/** Seconds a request to the provider may take (discovery, token, keys, user info). */
const PROVIDER_TIMEOUT_SECONDS = 5;
/** After a failed discovery, clicks within this time are answered at once instead of waiting again. */
const RETRY_AFTER_MS = 5_000;

export interface OidcClient {
  readonly settings: OidcSettings;
  /** The discovered configuration; throws ProviderUnavailable while the provider cannot be reached. */
  configuration(): Promise<oidc.Configuration>;
}

export function createOidcClient(settings: OidcSettings, log: FastifyBaseLogger): OidcClient {
  let pending: Promise<oidc.Configuration> | null = null;
  let failedAt = 0;
  const issuer = new URL(settings.issuer);
  // config.ts allows plain http for an issuer on this machine only.
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];

  const discover = async (): Promise<oidc.Configuration> => {
    try {
      return await oidc.discovery(
        issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
      );
    } catch (error) {
      failedAt = Date.now();
      pending = null;
      // The issuer and the error's kind only: its message may quote what the provider sent.
      log.warn(
        { issuer: settings.issuer, error: errorKind(error) },
        'Campus sign-in: the provider could not be discovered',
      );
      throw new ProviderUnavailable();
    }
  };

  return {
    settings,
    configuration() {
      if (pending) return pending;
      if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.reject(new ProviderUnavailable());
      pending = discover();
      return pending;
    },
  };
}

/** What went wrong, without anything the provider or the browser sent (tokens, codes, claims). */
export function errorKind(error: unknown): { name: string; code?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { name: error.name, code } : { name: error.name };
}
