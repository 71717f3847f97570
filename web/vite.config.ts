import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves GraphQL (HTTP and graphql-ws), the REST facade and health checks. The Host
// header is passed through unchanged: the gateway's CSRF guard compares it with the Origin.
const gateway = 'http://localhost:4000';
const proxy = {
  '/graphql': { target: gateway, ws: true },
  '/api': { target: gateway },
  '/healthz': { target: gateway },
  '/files': { target: gateway },
};

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
