import { describe, expect, it } from 'vitest';
import { csvLines } from '../../server/downloads/writers/csvWriter.ts';

const line = (values: (string | number | null)[], text = values.map(() => true)) => csvLines([values], text);

describe('CSV lines', () => {
  it('ends records with CRLF, quotes what needs quoting and doubles quotes', () => {
    expect(line(['plain', 'a,b', 'say "hi"', 'two\nlines'])).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n');
  });

  it('quotes edge spaces, which Excel would otherwise trim', () => {
    expect(line([' lead', 'trail ', 'in side'])).toBe('" lead","trail ",in side\r\n');
  });

  it('writes null as an empty field and numbers as numbers', () => {
    expect(line([null, 350000, -12.5], [true, false, false])).toBe(',350000,-12.5\r\n');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
  ])('neutralises a formula-like text cell %j', (value, expected) => {
    expect(line([value])).toBe(`${expected}\r\n`);
  });

  it('quotes a cell starting with CR after neutralising it', () => {
    expect(line(['\r=1'])).toBe(`"'\r=1"\r\n`);
  });

  it('leaves negative numbers in numeric columns alone', () => {
    expect(line([-5, '-5'], [false, true])).toBe("-5,'-5\r\n");
  });
});
