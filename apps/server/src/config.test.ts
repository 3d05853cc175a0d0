import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      SESSION_TTL_HOURS: 168,
      REQUIRE_VERIFIED_EMAIL: false,
      ADMIN_EMAILS: [],
      PUBLIC_URL: 'http://localhost:3000',
      REDIS_KEY_PREFIX: 'o4f:',
    });
    expect(config.PGLITE_DIR).toBe(path.resolve('data/pglite'));
    expect(config.WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses lists, booleans and URLs', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.org ,b@y.org,',
      REQUIRE_VERIFIED_EMAIL: 'true',
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://o4f.example.org/',
      DATA_DIR: '/srv/o4f',
    });
    expect(config.ADMIN_EMAILS).toEqual(['a@x.org', 'b@y.org']);
    expect(config.REQUIRE_VERIFIED_EMAIL).toBe(true);
    expect(config.PUBLIC_URL).toBe('https://o4f.example.org');
    expect(config.PGLITE_DIR).toBe('/srv/o4f/pglite');
  });

  it('reads the hidden statistics account, trimmed; empty means none', () => {
    expect(loadConfig({}).STATS_HIDDEN_USERNAME).toBeUndefined();
    expect(loadConfig({ STATS_HIDDEN_USERNAME: '  ' }).STATS_HIDDEN_USERNAME).toBeUndefined();
    expect(loadConfig({ STATS_HIDDEN_USERNAME: ' Demo ' }).STATS_HIDDEN_USERNAME).toBe('Demo');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REQUIRE_VERIFIED_EMAIL: 'maybe' }, 'REQUIRE_VERIFIED_EMAIL'],
    [{ CREDENTIAL_SECRET: 'short' }, 'CREDENTIAL_SECRET'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS'],
    [{ REDIS_KEY_PREFIX: 'two words' }, 'REDIS_KEY_PREFIX'],
    [{ STATS_HIDDEN_USERNAME: 'x'.repeat(201) }, 'STATS_HIDDEN_USERNAME'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('loadConfig: campus sign-in (OIDC)', () => {
  const sso = { OIDC_ISSUER: 'https://login.uni.example/realms/staff', OIDC_CLIENT_ID: 'o4f' };

  it('is off by default, with no domain restriction', () => {
    const config = loadConfig({});
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.OIDC_CLIENT_ID).toBeUndefined();
    expect(config.OIDC_ALLOWED_EMAIL_DOMAINS).toEqual([]);
  });

  it('reads the issuer, client, label and the allowed domains (trimmed, lower case, no @)', () => {
    const config = loadConfig({
      ...sso,
      OIDC_CLIENT_SECRET: ' s3cret ',
      OIDC_BUTTON_LABEL: 'Sign in with University X',
      OIDC_ALLOWED_EMAIL_DOMAINS: ' Uni.Example, @staff.uni.example ,',
    });
    expect(config).toMatchObject({
      ...sso,
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_BUTTON_LABEL: 'Sign in with University X',
      OIDC_ALLOWED_EMAIL_DOMAINS: ['uni.example', 'staff.uni.example'],
    });
  });

  it('accepts plain http for an issuer on this machine only', () => {
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4000',
    );
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://localhost:4000/' }).OIDC_ISSUER).toBe(
      'http://localhost:4000/',
    );
  });

  it.each([
    [{ OIDC_ISSUER: sso.OIDC_ISSUER }, 'OIDC_CLIENT_ID: must be set with OIDC_ISSUER'],
    [{ OIDC_CLIENT_ID: 'o4f' }, 'OIDC_ISSUER: must be set with OIDC_CLIENT_ID'],
    [{ OIDC_CLIENT_SECRET: 'x' }, 'OIDC_CLIENT_SECRET: needs OIDC_ISSUER and OIDC_CLIENT_ID'],
    [{ OIDC_BUTTON_LABEL: 'Campus' }, 'OIDC_BUTTON_LABEL: needs OIDC_ISSUER and OIDC_CLIENT_ID'],
    [
      { OIDC_ALLOWED_EMAIL_DOMAINS: 'uni.example' },
      'OIDC_ALLOWED_EMAIL_DOMAINS: needs OIDC_ISSUER and OIDC_CLIENT_ID',
    ],
    [{ ...sso, OIDC_ISSUER: 'http://login.uni.example' }, 'OIDC_ISSUER: must be https'],
    [{ ...sso, OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [
      { ...sso, OIDC_ALLOWED_EMAIL_DOMAINS: 'uni.example, not a domain' },
      'OIDC_ALLOWED_EMAIL_DOMAINS',
    ],
    [{ ...sso, OIDC_BUTTON_LABEL: 'x'.repeat(101) }, 'OIDC_BUTTON_LABEL'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
