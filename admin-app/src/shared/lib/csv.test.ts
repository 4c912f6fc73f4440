import { csvCell, toCsv } from './csv';

describe('CSV for tables the page holds', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells a spreadsheet would run as formulas, but not negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a header line and a line per row', () => {
    expect(toCsv(['event', 'count'], [['view', 3], ['a,b', 1]])).toBe('event,count\r\nview,3\r\n"a,b",1\r\n');
  });
});
