// Reading and checking request input, so bad input always gets a clear 4xx in GoTrue's shape, never a 500.
import type { IncomingMessage } from 'node:http';
import { HttpError, readJson } from '../http.js';
import { AuthError, validationFailed } from './errors.js';

export type JsonObject = Record<string, unknown>;

/** Metadata ends up inside every access token; past this size the Authorization header would outgrow Node's 16 KB limit. */
const MAX_METADATA_BYTES = 8 * 1024;

export async function readAuthBody(req: IncomingMessage): Promise<JsonObject> {
  try {
    return await readJson(req);
  } catch (error) {
    if (error instanceof HttpError) {
      const code = error.status === 413 ? 'request_too_large' : 'bad_json';
      throw new AuthError(error.status, code, error.status === 413 ? 'Request body is too large' : 'Could not parse request body as JSON');
    }
    throw error;
  }
}

function typeError(key: string, expected: string): AuthError {
  return new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${key}" must be ${expected}`);
}

/** A string field; absent or null gives undefined. */
export function optionalString(body: JsonObject, key: string, maxLength = 1024): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeError(key, 'a string');
  if (value.length > maxLength) throw validationFailed(`"${key}" is too long (at most ${maxLength} characters)`);
  return value;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw typeError(key, 'a boolean');
  return value;
}

/** A JSON object field (metadata); absent or null gives undefined. */
export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw typeError(key, 'an object');
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) {
    throw validationFailed(`"${key}" is too large (at most ${MAX_METADATA_BYTES} bytes of JSON)`);
  }
  return value as JsonObject;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

// checkmail.ValidateFormat, the check GoTrue runs on every address.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, checkmail's format; returns it lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const CODE_CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;

export interface PkceChallenge {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's validatePKCEParams: both or neither; RFC 7636 length and alphabet. Undefined means the implicit flow. */
export function readPkceChallenge(body: JsonObject): PkceChallenge | undefined {
  const codeChallenge = optionalString(body, 'code_challenge', 1024) ?? '';
  const method = optionalString(body, 'code_challenge_method', 64) ?? '';
  if ((codeChallenge === '') !== (method === '')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (codeChallenge === '') return undefined;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!CODE_CHALLENGE_PATTERN.test(codeChallenge)) {
    throw validationFailed('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`unsupported code_challenge method "${method}"`);
  }
  return { codeChallenge, method: normalized };
}
