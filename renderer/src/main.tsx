// First: zod must not probe eval under our CSP (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, loadFirstScreen } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first screen's module first, so the first paint is the screen itself (loadFirstScreen).
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one long task a phone's CPU stalls on (docs/architecture.md
// "Chunks and preloads").
void loadFirstScreen().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
