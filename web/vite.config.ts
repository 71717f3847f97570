import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { gqlDocumentsPlugin } from './build/gqlDocumentsPlugin';

// The gateway serves GraphQL (HTTP and graphql-ws), the REST facade and health checks. The Host
// header is passed through unchanged: the gateway's CSRF guard compares it with the Origin.
const gateway = 'http://localhost:4000';
const proxy = {
  '/graphql': {
    target: gateway,
    ws: true,
    // A browser opening /graphql gets the app (GraphiQL), as the gateway does for the built app.
    bypass: (req: { method?: string; url?: string; headers: { accept?: string } }) =>
      req.method === 'GET' && req.headers.accept?.includes('text/html') && !req.url?.includes('query=')
        ? '/index.html'
        : undefined,
  },
  '/api': { target: gateway },
  '/healthz': { target: gateway },
  '/files': { target: gateway },
};

// GraphiQL, its editor and what only they import, and graphql (whose parts the page needs come
// with 'apollo'): left out of 'vendor', which loads with the page, so they stay in the lazy
// /graphql page's own chunks (issue 29).
const GRAPHIQL_ONLY =
  /node_modules[\\/](graphql|graphiql|@graphiql|codemirror|codemirror-graphql|graphql-language-service|vscode-languageserver-types|markdown-it|mdurl|uc\.micro|linkify-it|punycode\.js|entities|framer-motion|motion-dom|motion-utils|zustand|copy-to-clipboard|toggle-selection|get-value|set-value|isobject|is-plain-object|is-primitive|react-compiler-runtime|@radix-ui|@floating-ui|@headlessui|@tanstack|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|nullthrows|debounce-promise|clsx)[\\/]/;

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
            // Apollo and what it imports (only the parts of graphql it uses: GraphiQL uses much more).
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql-ws|rxjs|@wry|optimism|tslib|zen-observable)[\\/]/ },
            // The chart library, its state and date libraries: only the lazy Analytics modal needs them (kept out of 'vendor', which loads with the page).
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|react-is|date-fns|@date-fns)[\\/]/,
            },
            // The QR code library: imported on demand (share dialogs), so not in the page's 'vendor'.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|encode-utf8)[\\/]/ },
            { name: 'vendor', test: (id) => /node_modules/.test(id) && !GRAPHIQL_ONLY.test(id) },
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
