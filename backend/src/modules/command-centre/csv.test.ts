import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are numbers, not text: a negative amount stays a number.
    expect(csvCell(-2)).toBe('-2');
  });

  it('joins rows with CRLF after a header', () => {
    expect(toCsv(['a', 'b'], [[1, 'x'], [2, null]])).toBe('a,b\r\n1,x\r\n2,\r\n');
  });
});

describe('csv, a cell a spreadsheet may split on ; or tab', () => {
  it('defuses a formula starter after a separator in the owner exports too', () => {
    expect(csvCell('Ann;=HYPERLINK("http://x")')).toBe(`"Ann;'=HYPERLINK(""http://x"")"`);
    expect(toCsv(['name', 'value_usd'], [['a,@b', -12.5]])).toBe(`name,value_usd\r\n"a,'@b",-12.5\r\n`);
  });
});
