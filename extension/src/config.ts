// Where the extension finds Offerpilot: fixed at build time by scripts/build-extension.ts (OFFERPILOT_APP_URL,
// VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), public values only, like the app's own bundle.
declare const __OFFERPILOT_EXTENSION__: { appUrl: string; supabaseUrl: string; supabaseAnonKey: string };

export const extensionConfig = __OFFERPILOT_EXTENSION__;

/** The message the app posts to its own window when the person signs out; the app bridge relays it. */
export { SIGNED_OUT_MESSAGE } from '@/config/constants';
