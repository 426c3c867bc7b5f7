import './styles.css';

// The browser's locale data set up off the main thread, before the app formats its first amount
// (see the worker). A browser that cannot start it (or a page that forbids it) formats as before.
try {
  const warmUp = new Worker(new URL('./icu-warm-up.worker.ts', import.meta.url), { type: 'module' });
  warmUp.onerror = (event) => event.preventDefault();
} catch {
  // Only slower.
}

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
 * The shared chunks in the order they depend on each other (renderer/vite.config.ts): each import
 * evaluates one chunk, in a task of its own. Evaluating them all at once, with the app's own modules,
 * was one task of about 200 ms on a phone (Lighthouse's 4x slower CPU), which holds up its input
 * right after the first paint.
 */
// Each names one export the app uses: a namespace import would keep every export of the package.
const SHARED_CHUNKS = [
  async () => (await import('react-dom/client')).hydrateRoot,
  async () => (await import('react-router-dom')).createBrowserRouter,
  async () => (await import('@tanstack/react-query')).QueryClient,
  async () => (await import('@radix-ui/react-dialog')).Root,
  async () => (await import('./lib/utils')).cn,
];

/** Loads and starts the app: the shared chunks one task at a time, then the app's own modules. */
const start = async (onHydrated?: () => void) => {
  for (const load of SHARED_CHUNKS) {
    await load();
    await nextTask();
  }
  const { startApp } = await import('./app/start');
  await startApp(container, onHydrated);
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

/**
 * What a person does in the server's markup before the app has hydrated it: clicks, keys (but Tab,
 * which only moves the focus), typing, and opening a select are held, so nothing lands on a control
 * whose handler is not there yet, and no form submits natively. Returns what lets them through.
 */
function holdInputUntilHydrated(root: HTMLElement): () => void {
  const hold = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key === 'Tab') return;
    if (event.type === 'mousedown' && !(event.target instanceof HTMLSelectElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const held = ['click', 'auxclick', 'dblclick', 'submit', 'keydown', 'beforeinput', 'mousedown'];
  for (const type of held) root.addEventListener(type, hold, true);
  return () => {
    for (const type of held) root.removeEventListener(type, hold, true);
  };
}

// A server-rendered page (docs/architecture.md "Server-rendered first paint") is painted first and
// only then asks for the app's scripts: on a slow phone the screen is readable while they arrive,
// instead of waiting behind them. Any other page needs the scripts to show anything.
if (container.hasChildNodes()) {
  const release = holdInputUntilHydrated(container);
  afterFirstPaint(() => void start(release));
} else void start();
