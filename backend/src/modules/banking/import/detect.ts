import { stripBom } from './errors';
import type { ImportFormat } from './types';

const OFX_START_RE = /^(?:OFXHEADER\s*:|<\?OFX\b|<OFX>|<\?xml[^>]*>\s*(?:<!--[\s\S]*?-->\s*)*<\?OFX\b)/i;

function extension(fileName: string | undefined): string {
  const m = fileName ? /\.([a-z0-9]+)\s*$/i.exec(fileName) : null;
  return m ? (m[1] ?? '').toLowerCase() : '';
}

/** QIF has a "!Type:", "!Account" or "!Option:" line at (or near) its start. */
const QIF_LINE_RE = /^[ \t]*!(?:type:|account\b|option:|clear:)/im;

/**
 * 'qif' for Quicken's QIF (its first line is "!Type:…" or "!Account", or the file is named .qif),
 * 'ofx' for OFX SGML v1 ("OFXHEADER:100") or XML v2 ("<?OFX ...?>"), 'qfx' for OFX carrying
 * Intuit's <INTU.*> sign-on fields or named .qfx, 'csv' for anything else. The content decides;
 * a .ofx/.qfx/.qif name is trusted when the content says nothing, so that parser reports the problem.
 */
export function detectFormat(text: string, fileName?: string): ImportFormat {
  const head = stripBom(text).slice(0, 65_536);
  const ext = extension(fileName);
  const ofx = OFX_START_RE.test(head.trimStart()) || /^\s*<OFX>/im.test(head.slice(0, 4096));
  if (!ofx && (QIF_LINE_RE.test(head.slice(0, 2048)) || ext === 'qif')) return 'qif';
  if (!ofx && ext !== 'ofx' && ext !== 'qfx') return 'csv';
  if (ext === 'qfx' || /<INTU\./i.test(head)) return 'qfx';
  return 'ofx';
}
