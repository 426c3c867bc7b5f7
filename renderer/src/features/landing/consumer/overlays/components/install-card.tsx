import { Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { installCardDelayMs } from '../lib/install-card';
import { browserStorage, isInstallCardDismissed, markInstallCardDismissed } from '../lib/popup-storage';
import { promptInstall, runsInstalled, useInstallPrompt } from '../pwa/install-prompt';

/**
 * The PWA install card (docs/product.md "Overlays"): 30 s after the browser offers installation,
 * unless the visitor dismissed it before or the app is already installed. Not modal: it sits in the
 * corner, takes no focus, and Install opens the browser's own install dialog.
 */
export function InstallCard() {
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(() => isInstallCardDismissed(browserStorage()));
  const [installed] = useState(runsInstalled);
  /** The offer (by its arrival time) whose 30 s have passed. */
  const [dueFor, setDueFor] = useState<number | null>(null);
  const titleId = useId();
  const isInstalled = installed || prompt.installed;

  useEffect(() => {
    const availableAt = prompt.availableAt;
    const delay = installCardDelayMs({ promptAvailableAt: availableAt, installed: isInstalled, dismissed }, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => setDueFor(availableAt), delay);
    return () => window.clearTimeout(timer);
  }, [prompt.availableAt, isInstalled, dismissed]);

  if (isInstalled || dismissed || !prompt.event || dueFor === null || dueFor !== prompt.availableAt) return null;

  function dismiss() {
    markInstallCardDismissed(browserStorage(), Date.now());
    setDismissed(true);
  }

  async function install() {
    const outcome = await promptInstall();
    // Declining the browser's own dialog counts as "not now", so the card does not come back.
    if (outcome === 'dismissed') dismiss();
  }

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed bottom-4 left-4 z-40 w-[calc(100%-2rem)] max-w-sm"
      data-testid="install-card"
    >
      <Card className="flex items-start gap-3 p-4 shadow-2xl shadow-black/50">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 id={titleId} className="font-semibold text-white">
              Install {PRODUCT_NAME}
            </h2>
            <p className="text-sm text-slate-300">Open it from your home screen or dock, in its own window. It starts even offline.</p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void install()}>
              <Download aria-hidden="true" className="size-4" />
              Install
            </Button>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </div>
      </Card>
    </aside>
  );
}
