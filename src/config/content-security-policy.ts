// The production build's Content-Security-Policy: the page talks to its own origin and the Supabase project only, so
// text an AI answer or an upload smuggles in (an image, a script, a fetch) cannot carry data to another host.
// vite.config.ts puts it in dist/index.html (meta tag) and in the `vite preview` headers.

export interface CspSources {
  /** VITE_SUPABASE_URL: the REST, auth, storage (avatars) and functions (AI) API. */
  supabaseUrl: string;
  /** Where "Start Now" sends the person (Stripe Payment Links, or the local test checkout). */
  paymentLinks: string[];
  /**
   * VITE_REALTIME_ORIGIN: the origin of the gateway's realtime URL (OPENAI_REALTIME_URL, e.g. wss://api.openai.com),
   * where the Copilot opens its transcription WebSocket. Unset: no realtime host is allowed.
   */
  realtimeOrigin?: string;
}

/**
 * The realtime origin in the form the browser connects with (wss://host[:port]; https:// is read as wss://, http://
 * as ws://). Only the origin: a path or query in the setting is dropped, never widened to a scheme or a wildcard.
 */
export function realtimeSocketOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`VITE_REALTIME_ORIGIN must be a URL such as wss://api.openai.com (got ${value})`);
  }
  const scheme = { 'wss:': 'wss:', 'https:': 'wss:', 'ws:': 'ws:', 'http:': 'ws:' }[url.protocol];
  if (!scheme || !url.hostname || url.hostname.includes('*')) throw new Error(`VITE_REALTIME_ORIGIN must be a wss:// (or ws://) origin (got ${value})`);
  return `${scheme}//${url.host}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** The policy as one header/meta value. Another host the page must reach is one more origin in a list below. */
export function contentSecurityPolicy({ supabaseUrl, paymentLinks, realtimeOrigin }: CspSources): string {
  const supabase = originOf(supabaseUrl);
  // fetch/XHR: the Supabase APIs (REST, auth, storage, AI gateway); WebSocket: the realtime transcription host.
  const connectOrigins = unique([supabase, realtimeSocketOrigin(realtimeOrigin)]);
  // <img>: avatars come from the public storage bucket; data: and blob: for images the app makes itself.
  const imageOrigins = unique([supabase]);
  // Form submissions that leave the page: the payment links.
  const formOrigins = unique(paymentLinks.map(originOf));

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]], // pdf.js decodes some PDF images with WebAssembly
    ['style-src', ["'self'", "'unsafe-inline'"]], // Radix and sonner set inline styles
    ['img-src', ["'self'", 'data:', 'blob:', ...imageOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['media-src', ["'self'", 'blob:']], // the coach's spoken questions play from blob: URLs
    ['worker-src', ["'self'", 'blob:']], // the pdf.js worker
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formOrigins]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * No other site may frame the app (clickjacking). Only a header can say so: browsers ignore frame-ancestors in a meta
 * policy. Every server of the build sends these (scripts/static-app.ts, `vite preview`, `vite dev`; docs/operations.md, Deploy).
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";
export const FRAMING_HEADERS = { 'x-frame-options': 'DENY' } as const;

/** The policy to send as a header: the build's own (its meta tag) plus what only a header can carry. */
export function headerPolicy(policy: string | null): string {
  return policy ? `${policy}; ${FRAME_ANCESTORS}` : FRAME_ANCESTORS;
}
