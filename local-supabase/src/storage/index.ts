// Placeholder until the Storage-API-compatible subset lands.
import type { BackendContext, ServiceHandler } from '../context.js';
import { sendJson } from '../http.js';

export function createStorageHandler(_ctx: BackendContext): ServiceHandler {
  return async (_req, res) => sendJson(res, 501, { statusCode: '501', error: 'not_implemented', message: 'Not implemented' });
}
