import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const start = () => void import('./app/start').then(({ startApp }) => startApp(container));

/**
 * Runs `run` once the page has painted: on the browser's first paint entry, not on a timer, so it
 * neither races the paint nor waits on timers a page's clock controls. A hidden page (opened in the
 * background) does not paint until shown, and a browser without paint timing never says; both start
 * at once.
 */
function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    run();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A server-rendered page (docs/architecture.md "Server-rendered first paint") is painted first and
// only then asks for the app's scripts: on a slow phone the screen is readable while they arrive,
// instead of waiting behind them. Any other page needs the scripts to show anything.
if (container.hasChildNodes()) afterFirstPaint(start);
else start();
