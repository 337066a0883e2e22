// A bench's person (the Copilot's and the Coach's): signed up through the real auth endpoint, then set up with the
// service role: English, `profile`'s settings (the Copilot bench: Instant answers), and a paid plan (the free plan
// stops at 10 questions a month).
export async function signUpAndPrepare(
  backendUrl: string,
  anonKey: string,
  serviceRoleKey: string,
  bench = 'copilot',
  profileSettings: Record<string, string> = { answer_timing: 'instant' },
) {
  const email = `bench-${bench}-${Date.now()}@example.test`;
  const password = 'correct-horse-battery';
  const signup = await fetch(`${backendUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { firstname: 'Bench' } }),
  });
  const body = (await signup.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!signup.ok || !id) throw new Error(`signup failed (${signup.status}): ${JSON.stringify(body)}`);
  const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=representation' };
  // Instant answers, English; a paid plan so more than 10 questions can be asked (free plan: 10 a month).
  const profile = await fetch(`${backendUrl}/rest/v1/user_profiles?id=eq.${id}`, {
    method: 'PATCH',
    headers: service,
    body: JSON.stringify({ ...profileSettings, interview_language: 'en', ai_response_language: 'en' }),
  });
  const plan = await fetch(`${backendUrl}/rest/v1/subscriptions?user_id=eq.${id}`, {
    method: 'PATCH',
    headers: service,
    body: JSON.stringify({ plan_type: 'plus', status: 'active' }),
  });
  for (const [what, response] of [
    ['profile', profile],
    ['plan', plan],
  ] as const) {
    const rows = (await response.json()) as unknown[];
    if (!response.ok || !Array.isArray(rows) || rows.length !== 1) throw new Error(`could not set the ${what}: ${response.status} ${JSON.stringify(rows)}`);
  }
  return { id, email, password };
}

/**
 * Moves the person's AI requests back in time (service role): the bench asks more than a person may within the hour
 * (60 requests) and drops more drafts than a person may within the hour and the day (public.begin_ai_request), and
 * is a bench, not a person to hold back.
 */
export async function forgetRecentRequests(backendUrl: string, serviceRoleKey: string, userId: string) {
  const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' };
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  for (const [filter, body] of [
    ['', { created_at: ago(49) }],
    ['&refunded_at=not.is.null', { refunded_at: ago(48) }],
  ] as const) {
    const response = await fetch(`${backendUrl}/rest/v1/ai_usage?user_id=eq.${userId}${filter}`, {
      method: 'PATCH',
      headers: service,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`could not age the bench person's requests: ${response.status} ${await response.text()}`);
  }
}
