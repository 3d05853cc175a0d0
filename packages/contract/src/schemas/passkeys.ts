// Passkeys (WebAuthn): the ceremonies' options and answers travel as the JSON the WebAuthn
// libraries read and write (@simplewebauthn/browser and /server); only their outline is checked here.
import { z } from 'zod';
import { loginDevice } from './common.ts';

export const PASSKEY_MESSAGES = {
  options: 'Passkey options.',
  added: 'Passkey added. You can now log in with it on this device.',
  list: 'Your passkeys.',
  removed: 'Passkey removed.',
  alreadyAdded: 'This passkey is already added.',
  notFound: 'Passkey not found.',
  challengeExpired: 'This passkey request has expired. Please try again.',
  notVerified: 'The passkey could not be checked. Please try again.',
  unknownPasskey:
    'This passkey is not known here. It may have been removed; log in with your Private ID and password instead.',
} as const;

/** A challenge's id: the server's single-use record of the challenge it sent. */
const challengeId = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, PASSKEY_MESSAGES.challengeExpired);

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What navigator.credentials.create() answered, as @simplewebauthn/browser encodes it. */
const registrationResponse = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** What navigator.credentials.get() answered. */
const authenticationResponse = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** Options for navigator.credentials.create() / .get(), and the id to send the answer with. */
export const passkeyOptionsResult = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptionsResult = z.infer<typeof passkeyOptionsResult>;

export const passkeyRegistration = z.object({
  challengeId,
  response: registrationResponse,
});

export const passkeyLoginOptionsRequest = z.object({ device: loginDevice }).nullish();

export const passkeyLogin = z.object({
  challengeId,
  response: authenticationResponse,
  device: loginDevice,
});

/**
 * The session of a passkey login: the fields of the student login (`anonId`) or of the teacher
 * login (`isAdmin`), with the role that tells which.
 */
export const passkeyLoginResult = z.object({
  token: z.string(),
  role: z.enum(['STUDENT', 'TEACHER']),
  isAdmin: z.boolean(),
  anonId: z.string().optional(),
});
export type PasskeyLoginResult = z.infer<typeof passkeyLoginResult>;

export const passkeySummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeyIdParam = z.object({ id: base64url.min(1).max(1400) });
