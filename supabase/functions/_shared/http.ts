// Shared by Edge Functions: CORS (hosted Supabase sends preflights to the function itself) and JSON answers.

export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, x-offerpilot-purpose, x-stainless-os, x-stainless-lang, x-stainless-package-version, x-stainless-runtime, x-stainless-runtime-version, x-stainless-arch, x-stainless-retry-count, x-stainless-timeout, stripe-signature',
  // 2 h, Chrome's cap (Firefox keeps 24 h): without it a browser asks again after 5 s, and every Copilot answer after a
  // pause paid a preflight round trip to the function before its request left.
  'access-control-max-age': '7200',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json', ...headers },
  });
}

/** An error in the OpenAI API's shape, so the openai SDK surfaces `message` and `code`. */
export function apiError(status: number, code: string, message: string, type = 'invalid_request_error'): Response {
  return json(status, { error: { message, type, code, param: null } });
}
