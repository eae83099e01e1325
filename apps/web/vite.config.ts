import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite's port and the API server (apps/api) on port 3000; the
// proxy keeps everything same-origin so the HttpOnly session cookie travels with every call.
// For the sign-in redirects to come back to Vite, start the server with PUBLIC_URL pointing at
// the Vite address (e.g. http://localhost:5173). In production the API server serves dist/.
// API_PROXY_TARGET points the proxy elsewhere (another port, a shared test server).
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/idp', '/interaction'];

// Vite reads its configuration through a default export (tool convention).
export default defineConfig({
  base: '/',
  plugins: [react()],
  // `@/` is src/ (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  server: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false, xfwd: true },
      ]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false, xfwd: true },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API server serves dist/ publicly; no source maps in production.
    sourcemap: false,
  },
});
