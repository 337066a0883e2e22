// The production build's Content-Security-Policy: the page talks to its own origin and the Supabase project only, so
// text an AI answer or an upload smuggles in (an image, a script, a fetch) cannot carry data to another host.
// vite.config.ts puts it in dist/index.html (meta tag) and in the `vite preview` headers.

export interface CspSources {
  /** VITE_SUPABASE_URL: the REST, auth, storage (avatars) and functions (AI) API. */
  supabaseUrl: string;
  /** Where "Start Now" sends the person (Stripe Payment Links, or the local test checkout). */
  paymentLinks: string[];
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
export function contentSecurityPolicy({ supabaseUrl, paymentLinks }: CspSources): string {
  const supabase = originOf(supabaseUrl);
  // fetch/XHR: the Supabase APIs (REST, auth, storage, AI gateway). A realtime transcription host joins this list.
  const connectOrigins = unique([supabase]);
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
