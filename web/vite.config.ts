import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves GraphQL (HTTP and graphql-ws), the REST facade and health checks.
const gateway = 'http://localhost:4000';
const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
  '/healthz': { target: gateway, changeOrigin: true },
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
