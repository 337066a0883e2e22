// Offerpilot uses no Supabase Realtime channel. vite.config.ts swaps `@supabase/realtime-js` for this stand-in so
// the WebSocket client and Phoenix (about 20 KB gzip) stay out of every page. supabase-js only constructs it and
// forwards the access token; opening a channel fails loudly instead of silently never connecting.
const NOT_USED = 'Supabase Realtime is not part of Offerpilot (see src/lib/realtime-disabled.ts).';

export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error(NOT_USED);
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
