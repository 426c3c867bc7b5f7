import { useEffect, useState } from 'react';
import { IDLE, ScanProgressController, type ScanProgressState } from './scan-progress';

/** The scan progress as React state, with its timers stopped when the screen goes away. */
export function useScanProgress(): [ScanProgressState, ScanProgressController] {
  const [state, setState] = useState<ScanProgressState>(IDLE);
  // One controller for the screen's life; it only calls the (stable) state setter.
  const [controller] = useState(() => new ScanProgressController(setState));
  useEffect(() => () => controller.dispose(), [controller]);
  return [state, controller];
}
