// The functions’ CORS answers, as hosted Supabase relays them: the local gateway answers preflights itself.
import { describe, expect, it } from 'vitest';
import { corsHeaders, json } from './http.ts';

describe('CORS of the Edge Functions', () => {
  it('lets a browser keep a preflight for 2 h (Chrome’s cap), not ask before every request', () => {
    // Hosted Supabase sends preflights to the function itself; without max-age Chrome asks again after 5 s.
    expect(Number(corsHeaders['access-control-max-age'])).toBe(7200);
    expect(json(200, {}).headers.get('access-control-max-age')).toBe('7200');
  });
});
