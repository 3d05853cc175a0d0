// The one way an outside identity (an LMS user through LTI, a campus account through OIDC) is
// kept: a keyed hash of kind, issuer and subject, so the issuer's ids never reach a table or a log.
import { createHmac } from 'node:crypto';

export type IdentityKind = 'lti' | 'oidc';

/** The hash key is derived from the credential secret, so one secret never keys two purposes. */
const identityKey = (credentialSecret: string): Buffer =>
  createHmac('sha256', credentialSecret).update('o4f external identity v1').digest();

/**
 * HMAC-SHA-256 (hex) over `kind|issuer|subject`. Issuers are URLs, which carry no bare `|`, and
 * the subject comes last: a `|` inside a subject cannot make two identities collide.
 */
export function subjectHash(
  credentialSecret: string,
  kind: IdentityKind,
  issuer: string,
  subject: string,
): string {
  return createHmac('sha256', identityKey(credentialSecret))
    .update(`${kind}|${issuer}|${subject}`)
    .digest('hex');
}
