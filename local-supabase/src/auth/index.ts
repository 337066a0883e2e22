// Placeholder until the GoTrue-compatible subset lands.
import type { BackendContext, ServiceHandler } from '../context.js';
import { sendJson } from '../http.js';

export function createAuthHandler(_ctx: BackendContext): ServiceHandler {
  return async (_req, res) => sendJson(res, 501, { code: 501, error_code: 'not_implemented', msg: 'Not implemented' });
}
