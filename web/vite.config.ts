import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { gqlDocumentsPlugin } from './build/gqlDocumentsPlugin';

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
  plugins: [gqlDocumentsPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: their own chunks stay cached across releases.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib|zen-observable)/ },
            // The chart library, its state and date libraries: only the lazy Analytics modal needs them (kept out of 'vendor', which loads with the page).
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|react-is|date-fns|@date-fns)[\\/]/,
            },
            // The QR code library: imported on demand (share dialogs), so not in the page's 'vendor'.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|encode-utf8)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
