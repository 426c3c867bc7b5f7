import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';

const sample = (name: string) => readFileSync(new URL(`../../../../../resources/sample-exports/${name}`, import.meta.url), 'utf8');

describe('detectFormat', () => {
  it.each([
    ['chase.csv', 'csv'],
    ['bofa.csv', 'csv'],
    ['wells-fargo.csv', 'csv'],
    ['european.csv', 'csv'],
    ['checking.ofx', 'ofx'],
    ['statement-v2.ofx', 'ofx'],
    ['credit-card.qfx', 'qfx'],
  ])('%s is %s from its content alone', (file, format) => {
    expect(detectFormat(sample(file))).toBe(format);
  });

  it('recognises the OFX headers', () => {
    expect(detectFormat('OFXHEADER:100\nDATA:OFXSGML\n<OFX></OFX>')).toBe('ofx');
    expect(detectFormat('\uFEFF\r\n  OFXHEADER:100')).toBe('ofx');
    expect(detectFormat('<?OFX OFXHEADER="200" VERSION="220"?><OFX></OFX>')).toBe('ofx');
    expect(detectFormat('<?xml version="1.0"?>\n<!-- export -->\n<?OFX OFXHEADER="200"?>\n<OFX></OFX>')).toBe('ofx');
    expect(detectFormat('<OFX>\n<SIGNONMSGSRSV1>')).toBe('ofx');
  });

  it('QFX: Intuit sign-on fields or a .qfx name', () => {
    expect(detectFormat('OFXHEADER:100\n<OFX><SIGNONMSGSRSV1><SONRS><INTU.BID>1601</SONRS>')).toBe('qfx');
    expect(detectFormat(sample('checking.ofx'), 'Checking.QFX')).toBe('qfx');
  });

  it('trusts an .ofx name when the content says nothing, so the OFX parser explains', () => {
    expect(detectFormat('garbage', 'statement.ofx')).toBe('ofx');
    expect(detectFormat('Date,Description,Amount\n', 'export.csv')).toBe('csv');
    expect(detectFormat(sample('checking.ofx'), 'mislabelled.csv')).toBe('ofx');
  });

  it('a CSV mentioning <OFX> in a description is still a CSV', () => {
    expect(detectFormat('Date,Description,Amount\n01/05/2026,"<OFX> test",-1\n')).toBe('csv');
  });

  it('QIF by its header lines or its .qif name', () => {
    expect(detectFormat('!Type:Bank\nD1/5/24\nT-1\n^\n')).toBe('qif');
    expect(detectFormat('\uFEFF!Account\r\nNChecking\r\n^\r\n!Type:Bank\r\n')).toBe('qif');
    expect(detectFormat('!Option:AutoSwitch\n!Account\n')).toBe('qif');
    expect(detectFormat('\n\n  !type:CCard\n')).toBe('qif');
    expect(detectFormat('anything', 'Quicken Export.QIF')).toBe('qif');
    expect(detectFormat('!Type:Bank\n', 'mislabelled.csv')).toBe('qif');
    expect(detectFormat('Date,Description,Amount\n01/05/2026,"!Type:Bank",-1\n')).toBe('csv');
    expect(detectFormat(sample('checking.ofx'), 'renamed.qif')).toBe('ofx');
  });
});
