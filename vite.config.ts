import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // No Realtime channel is used: ship a stand-in instead of the WebSocket client (src/lib/realtime-disabled.ts).
      { find: /^@supabase\/realtime-js$/, replacement: fileURLToPath(new URL('./src/lib/realtime-disabled.ts', import.meta.url)) },
    ],
  },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, host: 'localhost' },
  preview: { port: Number(process.env.APP_PORT ?? 4173), strictPort: true, host: 'localhost' },
  build: { sourcemap: false, target: 'es2022' },
});
