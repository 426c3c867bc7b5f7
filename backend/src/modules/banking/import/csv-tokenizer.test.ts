import { describe, expect, it } from 'vitest';
import { detectDelimiter, tokenizeCsv } from './csv-tokenizer';

describe('tokenizeCsv', () => {
  it('splits plain records', () => {
    expect(tokenizeCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps delimiters, line breaks and escaped quotes inside quotes', () => {
    const text = 'date,desc,amount\r\n01/02/2026,"AMAZON, INC\r\nSEATTLE ""WA""",-5.00\r\n';
    expect(tokenizeCsv(text)).toEqual([
      ['date', 'desc', 'amount'],
      ['01/02/2026', 'AMAZON, INC\r\nSEATTLE "WA"', '-5.00'],
    ]);
  });

  it('reads CRLF, LF and lone CR line ends alike', () => {
    expect(tokenizeCsv('a,b\r\n1,2\r3,4\n5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('keeps empty fields, a trailing delimiter and blank lines', () => {
    expect(tokenizeCsv(',x,\n\n"",\n1,')).toEqual([['', 'x', ''], [''], ['', ''], ['1', '']]);
  });

  it('reads an empty quoted field and a quoted field that is only quotes', () => {
    expect(tokenizeCsv('"",""""\n')).toEqual([['', '"']]);
  });

  it('is lenient the way spreadsheets are', () => {
    // spaces before an opening quote, a quote inside an unquoted field, text after a closing quote
    expect(tokenizeCsv('a, "b, c",d"e,"f"g ,h')).toEqual([['a', 'b, c', 'd"e', 'fg', 'h']]);
  });

  it('reads a quote that is never closed as a literal character', () => {
    expect(tokenizeCsv('01/02/2026,"Joe\'s diner,-5.00\n01/03/2026,Cafe,-3.00\n')).toEqual([
      ['01/02/2026', '"Joe\'s diner', '-5.00'],
      ['01/03/2026', 'Cafe', '-3.00'],
    ]);
  });

  it('splits on the given delimiter only', () => {
    expect(tokenizeCsv('a;b,c;"d;e"\n', ';')).toEqual([['a', 'b,c', 'd;e']]);
    expect(tokenizeCsv('a\tb c\t"d\te"\n', '\t')).toEqual([['a', 'b c', 'd\te']]);
  });

  it('returns no records for empty text', () => {
    expect(tokenizeCsv('')).toEqual([]);
  });
});

describe('detectDelimiter', () => {
  it('finds commas, semicolons, tabs and pipes', () => {
    expect(detectDelimiter('Date,Description,Amount\n01/02/2026,Coffee,-3.50\n')).toBe(',');
    expect(detectDelimiter('Datum;Text;Betrag\n02.01.2026;Kaffee;-3,50\n')).toBe(';');
    expect(detectDelimiter('Date\tDescription\tAmount\n01/02/2026\tCoffee, large\t-3.50\n')).toBe('\t');
    expect(detectDelimiter('Date|Description|Amount\n01/02/2026|Coffee|-3.50\n')).toBe('|');
  });

  it('is not fooled by decimal commas in a semicolon file', () => {
    expect(detectDelimiter('02.01.2026;Kaffee;-3,50;1.234,56\n03.01.2026;Brot;-2,10;1.232,46\n')).toBe(';');
  });

  it('ignores delimiters inside quotes', () => {
    expect(detectDelimiter('a;b\n"x,y,z";1\n"p,q,r";2\n')).toBe(';');
  });

  it('defaults to comma for a single column', () => {
    expect(detectDelimiter('just one column\nanother line\n')).toBe(',');
  });
});
