// GoTrue's error shape: `{ code, error_code, msg }` plus the API-version header supabase-js reads.
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.js';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields GoTrue adds for some errors (`weak_password`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (errorCode: string, message: string) => new AuthError(400, errorCode, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const forbidden = (errorCode: string, message: string) => new AuthError(403, errorCode, message);
export const notFound = (errorCode: string, message: string) => new AuthError(404, errorCode, message);
export const unprocessable = (errorCode: string, message: string) => new AuthError(422, errorCode, message);

export function sendAuthError(res: ServerResponse, error: AuthError): void {
  sendJson(res, error.status, { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra }, { [API_VERSION_HEADER]: API_VERSION });
}
