import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes, keeps objects as JSON and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        { a: 'x,y', b: { k: 1 } },
        { a: '=SUM(A1)', c: null },
      ]),
    ).toBe('a,b,c\r\n"x,y","{""k"":1}",\r\n\'=SUM(A1),,\r\n');
  });
});
