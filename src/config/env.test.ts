import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to the local backend and its anon key', () => {
    const env = readEnv({});
    expect(env.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(env.supabaseAnonKey.split('.')).toHaveLength(3);
    expect(env.paymentLinks).toEqual({ plus: undefined, flash: undefined });
  });

  it('reads the configured values, dropping a trailing slash and treating blanks as unset', () => {
    const env = readEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_PAYMENT_LINK_PLUS: 'https://buy.stripe.com/x', VITE_PAYMENT_LINK_FLASH: '' });
    expect(env.supabaseUrl).toBe('https://abc.supabase.co');
    expect(env.paymentLinks).toEqual({ plus: 'https://buy.stripe.com/x', flash: undefined });
  });

  it('fails fast with a readable message on a bad value', () => {
    expect(() => readEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/Offerpilot is misconfigured:\nVITE_SUPABASE_URL: VITE_SUPABASE_URL must be the URL/);
    expect(() => readEnv({ VITE_SUPABASE_ANON_KEY: 'secret' })).toThrow(/anon \(publishable\) key/);
    expect(() => readEnv({ VITE_PAYMENT_LINK_PLUS: 'nope' })).toThrow(/VITE_PAYMENT_LINK_PLUS: must be a URL/);
  });
});
