// The relying party of the passkeys: the site PUBLIC_URL names. WebAuthn takes a domain, never an
// IP address, as the relying party id, so a server at a loopback address (development, the browser
// journeys) offers its passkeys at http://localhost:<port>, which reaches the same server.
interface RelyingParty {
  /** The WebAuthn rpId: PUBLIC_URL's host name. */
  id: string;
  /** The origins a ceremony may come from. */
  origins: string[];
  name: string;
}

const isLoopback = (host: string) => host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (isLoopback(url.hostname)) {
    const local = new URL(url.origin);
    local.hostname = 'localhost';
    return { id: 'localhost', origins: [local.origin], name: 'Open4Feedback' };
  }
  // Any other IP address: browsers offer no passkeys there (nor over plain http but on localhost).
  return { id: url.hostname, origins: [url.origin], name: 'Open4Feedback' };
}
