// Global styles first, so feature stylesheets (imported by components) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { createApolloSetup } from './app/apollo/createApolloSetup';

// The CSP allows no eval: zod must not probe for `new Function` (it would work without it,
// but every page would log a CSP violation).
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App apollo={createApolloSetup()} />
  </StrictMode>,
);
