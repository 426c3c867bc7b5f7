import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Lets the browser run what waits (input, a frame) before the next step: a message to itself, a task
 * of its own. Not a timer, which a page's clock (a test's, say) may hold.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Loads and starts the app. React (with the router and the query cache) is evaluated first, in a
 * task of its own, and the app's own modules in the next: evaluating all of them at once is one
 * task long enough to hold up a phone's input right after the first paint.
 */
const start = async () => {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(container);
};

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
if (container.hasChildNodes()) afterFirstPaint(() => void start());
else void start();
