import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { LOCAL_SUPABASE_URL } from './src/config/local-backend.ts';

/** Opens the connection to the backend while the scripts download: its origin is only known at build time. */
function preconnectToBackend(backendUrl: string): Plugin {
  return {
    name: 'offerpilot:preconnect-backend',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(backendUrl).origin, crossorigin: '' }, injectTo: 'head' }],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), preconnectToBackend(loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || LOCAL_SUPABASE_URL)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The AI gateway's contract and other pure modules shared with the Edge Functions.
      { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
      // No Realtime channel is used: ship a stand-in instead of the WebSocket client (src/lib/realtime-disabled.ts).
      { find: /^@supabase\/realtime-js$/, replacement: fileURLToPath(new URL('./src/lib/realtime-disabled.ts', import.meta.url)) },
    ],
  },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, host: 'localhost' },
  preview: { port: Number(process.env.APP_PORT ?? 4173), strictPort: true, host: 'localhost' },
  build: { sourcemap: false, target: 'es2022' },
}));
