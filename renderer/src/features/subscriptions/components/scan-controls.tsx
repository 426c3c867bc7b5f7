import { Database, ScanSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { ScanProgressState } from '../lib/scan-progress';

interface ScanControlsProps {
  progress: ScanProgressState;
  onScan: () => void;
  onImportSample: () => void;
  importing: boolean;
}

/** The Scan button, the demo-data import and the scan's progress bar (visible only while a scan runs). */
export function ScanControls({ progress, onScan, onImportSample, importing }: ScanControlsProps) {
  const busy = progress.phase !== 'idle';
  return (
    <section aria-label="Scan" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button size="lg" onClick={onScan} disabled={busy} data-testid="scan-button">
          <ScanSearch aria-hidden="true" className={busy ? 'size-5 animate-pulse' : 'size-5'} />
          {busy ? 'Scanning...' : 'Scan my transactions'}
        </Button>
        <Button variant="outline" size="lg" onClick={onImportSample} disabled={importing || busy} data-testid="import-sample-button">
          <Database aria-hidden="true" className="size-5" />
          {importing ? 'Importing...' : 'Import sample data'}
        </Button>
      </div>
      {busy ? (
        <div className="flex flex-col gap-1.5" data-testid="scan-progress" data-phase={progress.phase}>
          <div className="flex justify-between text-sm text-slate-300">
            <span>{progress.phase === 'done' ? 'Scan finished' : 'Looking for recurring charges...'}</span>
            <span className="tabular-nums" aria-hidden="true">
              {progress.progress}%
            </span>
          </div>
          <Progress value={progress.progress} label="Scan progress" className="h-2.5" />
        </div>
      ) : null}
    </section>
  );
}
