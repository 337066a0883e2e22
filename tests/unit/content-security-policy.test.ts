// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { contentSecurityPolicy, headerPolicy, realtimeSocketOrigin } from '../../src/config/content-security-policy.ts';
import viteConfig from '../../vite.config.ts';

const connectSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src '));
const base = { supabaseUrl: 'https://abc.supabase.co', paymentLinks: [] };

describe('connect-src and the realtime origin', () => {
  it('allows the Supabase project only when no realtime origin is set', () => {
    expect(connectSrc(contentSecurityPolicy(base))).toBe("connect-src 'self' https://abc.supabase.co");
    expect(connectSrc(contentSecurityPolicy({ ...base, realtimeOrigin: '' }))).toBe("connect-src 'self' https://abc.supabase.co");
  });

  it('adds exactly the realtime WebSocket origin, in ws/wss form', () => {
    expect(connectSrc(contentSecurityPolicy({ ...base, realtimeOrigin: 'wss://api.openai.com' }))).toBe(
      "connect-src 'self' https://abc.supabase.co wss://api.openai.com",
    );
    expect(connectSrc(contentSecurityPolicy({ ...base, realtimeOrigin: 'http://127.0.0.1:5001' }))).toBe(
      "connect-src 'self' https://abc.supabase.co ws://127.0.0.1:5001",
    );
  });

  it('reads only the origin of a URL: never a path, a bare scheme or a wildcard', () => {
    expect(realtimeSocketOrigin('wss://api.openai.com/v1/realtime?intent=transcription')).toBe('wss://api.openai.com');
    expect(realtimeSocketOrigin('https://rt.example.com:8443/')).toBe('wss://rt.example.com:8443');
    expect(() => realtimeSocketOrigin('wss:')).toThrow(/VITE_REALTIME_ORIGIN/);
    expect(() => realtimeSocketOrigin('wss://*.openai.com')).toThrow(/VITE_REALTIME_ORIGIN/);
    expect(() => realtimeSocketOrigin('ftp://files.example.com')).toThrow(/wss:\/\//);
    expect(() => realtimeSocketOrigin('api.openai.com')).toThrow(/VITE_REALTIME_ORIGIN/);
  });
});

describe('framing', () => {
  it('is refused by a header only (a meta policy cannot carry frame-ancestors), appended to the build’s policy', () => {
    expect(contentSecurityPolicy(base)).not.toContain('frame-ancestors');
    expect(headerPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headerPolicy(null)).toBe("frame-ancestors 'none'");
  });

  it('is refused by `vite preview` and `vite dev`: frame-ancestors none and X-Frame-Options DENY', async () => {
    const config = (typeof viteConfig === 'function' ? await viteConfig({ mode: 'production', command: 'serve', isPreview: true }) : viteConfig) as UserConfig;
    for (const headers of [config.preview?.headers, config.server?.headers]) {
      expect(headers?.['x-frame-options']).toBe('DENY');
      expect(String(headers?.['content-security-policy'])).toMatch(/(^|; )frame-ancestors 'none'$/);
    }
  });
});
