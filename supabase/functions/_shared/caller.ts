// Who is calling an Edge Function: the person whose access token the request carries, as GoTrue reports it
// (`GET /auth/v1/user`), or null for a missing, expired or revoked token.

export interface Caller {
  id: string;
  email: string | null;
}

export async function callerOf(authorization: string | null, backend: { supabaseUrl: string; anonKey: string }): Promise<Caller | null> {
  if (!authorization || !/^bearer\s+\S+$/i.test(authorization)) return null;
  const response = await fetch(`${backend.supabaseUrl}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization } });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const user = (await response.json()) as { id?: unknown; email?: unknown };
  return typeof user.id === 'string' ? { id: user.id, email: typeof user.email === 'string' ? user.email : null } : null;
}
