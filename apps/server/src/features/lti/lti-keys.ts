// The tool's own RS256 key pair: made on first need and kept in tool_keys, so every instance and
// every restart signs with the same key and publishes it at the JWKS URL.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './lti.repository.ts';

export const TOOL_KEY_ALG = 'RS256';

interface SigningKey {
  kid: string;
  key: CryptoKey;
}

/** Per running app: another instance (or this one restarted) reads the stored key itself. */
const signingKeys = new WeakMap<AppContext, Promise<SigningKey>>();

async function loadOrCreate(db: Db): Promise<SigningKey> {
  let row = await repo.newestToolKey(db);
  if (!row) {
    const pair = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await repo.insertToolKey(db, {
      kid,
      publicJwk: { ...publicJwk, kid, alg: TOOL_KEY_ALG, use: 'sig' },
      privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: TOOL_KEY_ALG },
    });
    // Another instance may have made one at the same moment: all agree on the newest.
    row = await repo.newestToolKey(db);
    if (!row) throw new Error('tool key was not stored');
  }
  const key = await importJWK(row.privateJwk as JWK, TOOL_KEY_ALG);
  return { kid: row.kid, key: key as CryptoKey };
}

/** The key the tool signs with (read once per app, made when the database has none). */
export function toolSigningKey(ctx: AppContext): Promise<SigningKey> {
  let pending = signingKeys.get(ctx);
  if (!pending) {
    pending = loadOrCreate(ctx.db);
    // A failure (database away) is tried again on the next call.
    pending.catch(() => signingKeys.delete(ctx));
    signingKeys.set(ctx, pending);
  }
  return pending;
}

/** The JWKS document: every public key the tool has (the newest first). */
export async function toolJwks(ctx: AppContext): Promise<{ keys: JWK[] }> {
  await toolSigningKey(ctx);
  return { keys: (await repo.publicToolKeys(ctx.db)) as JWK[] };
}
