// Before anything that may parse with zod as it loads.
import './zodJitless';
// Global styles first, so feature stylesheets (imported by components) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloSetup } from './app/apollo/createApolloSetup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App apollo={createApolloSetup()} />
  </StrictMode>,
);
