// Offerpilot signs in with email and password only. supabase-js's auth client builds its passkey (WebAuthn) API in its
// constructor and imports its Sign in with Ethereum helpers, so the bundle kept both (about 5 KB gzip on every page,
// /login included) for calls the app never makes. vite.config.ts resolves those two auth-js modules to this stand-in;
// calling one of them fails loudly.
const NOT_USED = 'Passkeys and Web3 sign-in are not part of Offerpilot (see src/lib/auth-unused-apis.ts).';

function notUsed(): never {
  throw new Error(NOT_USED);
}

/** lib/webauthn: the client constructs WebAuthnApi; the rest is only reached through it or through mfa calls. */
export class WebAuthnApi {
  constructor(_client: unknown) {}
}
export const webAuthnAbortService = { createNewAbortSignal: notUsed, cancelCeremony: () => undefined };
export const browserSupportsWebAuthn = () => false;
export const createCredential = notUsed;
export const getCredential = notUsed;
export const deserializeCredentialCreationOptions = notUsed;
export const deserializeCredentialRequestOptions = notUsed;
export const serializeCredentialCreationResponse = notUsed;
export const serializeCredentialRequestResponse = notUsed;

/** lib/web3/ethereum: Sign in with Ethereum. */
export const createSiweMessage = notUsed;
export const fromHex = notUsed;
export const getAddress = notUsed;
export const toHex = notUsed;
