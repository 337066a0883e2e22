import { FunctionsHttpError as RealFunctionsHttpError } from '@supabase/functions-js';
import { describe, expect, it, vi } from 'vitest';
import { edgeFunctionErrorMessage } from './edge-function-error';
import { FunctionsClient, FunctionsHttpError } from './functions-deferred';

const URL_BASE = 'http://127.0.0.1:54321/functions/v1';

describe('the deferred Edge Functions client', () => {
  it('forwards a call to functions-js with the fetch and headers supabase-js gave it', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ url: 'https://billing.example/portal' }), { headers: { 'content-type': 'application/json' } }),
    );
    const client = new FunctionsClient(URL_BASE, { headers: { apikey: 'anon' }, customFetch: fetch });
    const { data, error } = await client.invoke<{ url: string }>('billing-portal', { body: { plan: 'plus' } });
    expect(error).toBeNull();
    expect(data).toEqual({ url: 'https://billing.example/portal' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${URL_BASE}/billing-portal`);
    expect(new Headers(init.headers).get('apikey')).toBe('anon');
  });

  it('returns the real client’s error for a non-2xx answer, whose message is read by name, not by class', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: 'Type DELETE to confirm.' }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const { error } = await new FunctionsClient(URL_BASE, { customFetch: fetch }).invoke('delete-account', { body: {} });
    expect(error?.name).toBe('FunctionsHttpError');
    expect(error).not.toBeInstanceOf(FunctionsHttpError);
    expect(await edgeFunctionErrorMessage(error)).toBe('Type DELETE to confirm.');
  });

  it('reads no message from a network failure or an answer without JSON', async () => {
    expect(await edgeFunctionErrorMessage(new Error('Failed to fetch'))).toBeNull();
    expect(await edgeFunctionErrorMessage(new RealFunctionsHttpError(new Response('oops', { status: 500 })))).toBeNull();
  });
});
