// First: zod must not probe eval under our CSP (see the module).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, loadFirstScreen } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first screen's module first, so the first paint is the screen itself (loadFirstScreen).
void loadFirstScreen().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
