// A software WebAuthn authenticator for the server tests: ES256 keys from node:crypto, 'none'
// attestation, discoverable credentials. It answers options as a browser would hand them to the
// server (the JSON @simplewebauthn/browser sends), and lets a test bend an answer (another
// challenge, origin or key) to see it refused.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { Encoder } from 'cbor-x';

const cbor = new Encoder({ useRecords: false, mapsAsObjects: false, tagUint8Array: false });

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

interface CeremonyOverrides {
  /** Sign this challenge (base64url) instead of the options'. */
  challenge?: string;
  origin?: string;
  /** ceremony type in clientDataJSON */
  type?: string;
}

export interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface LoginOptionsLike {
  challenge: string;
  rpId?: string;
}

function clientData(
  type: string,
  challenge: string,
  origin: string,
  overrides: CeremonyOverrides,
): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: overrides.type ?? type,
      challenge: overrides.challenge ?? challenge,
      origin: overrides.origin ?? origin,
      crossOrigin: false,
    }),
  );
}

const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** The COSE_Key of an EC2 P-256 public key for ES256. */
function coseKey(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  return cbor.encode(
    new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /** `origin`: the page the browser would run the ceremony on. */
  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new credential for the options' site and user. */
  register(options: RegistrationOptionsLike, overrides: CeremonyOverrides = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: StoredCredential = {
      id: randomBytes(32),
      privateKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(credential.counter),
      Buffer.alloc(16),
      idLength,
      credential.id,
      coseKey(privateKey),
    ]);
    const attestationObject = cbor.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', options.challenge, this.origin, overrides),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
    };
  }

  /**
   * navigator.credentials.get() with no allowed list: the authenticator's discoverable credential
   * for the site (the last one made, or `credential`), signing the options' challenge.
   */
  login(
    options: LoginOptionsLike,
    overrides: CeremonyOverrides & { credential?: StoredCredential; signWith?: KeyObject } = {},
  ) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential =
      overrides.credential ?? this.credentials.findLast((stored) => stored.rpId === rpId);
    if (!credential) throw new Error(`No passkey for ${rpId}`);
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, this.origin, overrides);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      overrides.signWith ?? credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
