// What an Edge Function said when it answered with an error status: supabase-js wraps the Response in a
// FunctionsHttpError. Read by the error's name, because the build loads functions-js lazily behind a stand-in whose
// classes are not the ones the real client throws (src/lib/functions-deferred.ts).

/** The `error` text of the function's JSON answer, or null when there is none (network failure, no JSON). */
export async function edgeFunctionErrorMessage(error: unknown): Promise<string | null> {
  const response = error instanceof Error && error.name === 'FunctionsHttpError' ? (error as { context?: unknown }).context : null;
  const body: unknown = response instanceof Response ? await response.json().catch(() => null) : null;
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null;
}
