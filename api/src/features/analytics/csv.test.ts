import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 3, true])).toBe('plain,"a,b","say ""hi""","two\nlines",,3,true\r\n');
  });

  it('prefixes text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(['=1+1', '+49 30', '-x', '@SUM(A1)', '\tcmd'].map(csvCell)).toEqual(["'=1+1", "'+49 30", "'-x", "'@SUM(A1)", "'\tcmd"]);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });

  it('writes objects as JSON and dates as ISO instants', () => {
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});
