import {
  createHmac,
  generateKeyPairSync,
  sign as rsaSign,
  timingSafeEqual,
  verify as rsaVerify,
} from 'node:crypto';
import type { ProviderSigning } from './provider-protocol.ts';

/**
 * Signing of the providers' protocol (docs/providers.md): the signature is base64 of
 * HMAC-SHA256(secret, raw body) or of RSA-SHA256 (PKCS#1 v1.5) over the raw body, in the header
 * `X-Signature`. Node only (the server and the fake provider), never a screen.
 */

/** The signer's key: the shared secret (HMAC) or a PEM private key (RSA). */
export function signBody(signing: ProviderSigning, key: string, body: string): string {
  if (signing === 'hmac-sha256') {
    return createHmac('sha256', key).update(body, 'utf8').digest('base64');
  }
  return rsaSign('sha256', Buffer.from(body, 'utf8'), key).toString('base64');
}

/** The verifier's key: the shared secret (HMAC) or a PEM public key (RSA). Never throws. */
export function verifyBody(
  signing: ProviderSigning,
  key: string,
  body: string,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 1024) {
    return false;
  }
  const given = Buffer.from(signature, 'base64');
  try {
    if (signing === 'hmac-sha256') {
      const expected = createHmac('sha256', key).update(body, 'utf8').digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    }
    return rsaVerify('sha256', Buffer.from(body, 'utf8'), key, given);
  } catch {
    return false;
  }
}

/** A new RSA key pair (2048 bits), PEM: the public key goes to the other side. */
export function newRsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
