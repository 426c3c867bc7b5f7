import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, defuseFormula, toCsv } from './csv';

/** The pieces a spreadsheet would make of a line when it splits on `separator` and ignores quotes. */
const naiveSplit = (line: string, separator: RegExp) => line.split(separator).map((piece) => piece.replace(/^"+|"+$/g, '').trimStart());
const startsFormula = (piece: string) => /^[=+\-@]/.test(piece);

describe('the CSV cell writer', () => {
  it('defuses a formula starter at the start of a text cell', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\r=x', ' =1'].map((v) => csvCell(v))).toEqual(["'=1", "'+1", "'-1", "'@x", `"'\tx"`, `"'\r'=x"`, " '=1"]);
  });

  it('defuses a formula starter after a separator a spreadsheet may split on (, ; tab, line break)', () => {
    expect(csvCell('a;=1')).toBe(`"a;'=1"`);
    expect(csvCell('lunch;=HYPERLINK("http://x")')).toBe(`"lunch;'=HYPERLINK(""http://x"")"`);
    expect(csvCell('a, -2')).toBe(`"a, '-2"`);
    expect(csvCell('a,+2')).toBe(`"a,'+2"`);
    expect(csvCell('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvCell('a\n=1')).toBe(`"a\n'=1"`);
    expect(csvCell('=1;=2;+3')).toBe(`"'=1;'=2;'+3"`);
    expect(defuseFormula('a;;=1')).toBe("a;;'=1");
  });

  it('leaves harmless text alone, quoting only what RFC 4180 and a ; or tab split need', () => {
    expect(['plain', 'a-b', 'x=y', 'e-mail@example.com', '1+1', 'Café Olé', ''].map((v) => csvCell(v))).toEqual(['plain', 'a-b', 'x=y', 'e-mail@example.com', '1+1', 'Café Olé', '']);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('keeps numbers numbers: a negative amount is not touched', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50', { text: false })).toBe('-12.50');
    expect(csvLine(['x;=1', -12.5, '-12.50'])).toBe(`"x;'=1",-12.5,'-12.50\r\n`);
  });

  it('leaves no piece of a line starting a formula, however a spreadsheet splits it', () => {
    const nasty = ['a;=1', 'b,+2', 'c\t-3', 'd\n@4', '=e', 'f; =HYPERLINK("x")', 'g;\t+h'];
    const file = toCsv(['h1'], nasty.map((v) => [v]));
    for (const separator of [/,/, /;/, /\t/, /\r?\n/]) {
      const pieces = file.split(/\r\n/).flatMap((line) => naiveSplit(line, separator));
      expect(pieces.filter(startsFormula), String(separator)).toEqual([]);
    }
  });
});
