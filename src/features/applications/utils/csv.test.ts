import { CsvSyntaxError, parseCsv, protectCell, serializeCsv, unprotectCell, UTF8_BOM } from './csv';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('serializeCsv', () => {
  it('quotes only fields with commas, quotes or line breaks, doubling quotes, CRLF between records', () => {
    expect(serializeCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '']])).toBe('a,"b,c","say ""hi""","two\nlines",\r\n');
    expect(
      serializeCsv([
        ['h1', 'h2'],
        ['1', '2'],
      ]),
    ).toBe('h1,h2\r\n1,2\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF / LF / CR line breaks', () => {
    expect(fieldsOf('a,"b,c","say ""hi"""\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('keeps line breaks inside quoted fields and reports the line each record starts on', () => {
    const records = parseCsv('h1,h2\r\n"first\r\nsecond\nthird",x\r\nnext,y\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['first\r\nsecond\nthird', 'x'] },
      { line: 5, fields: ['next', 'y'] },
    ]);
  });

  it('strips a UTF-8 BOM, keeps non-ASCII text and skips blank lines', () => {
    expect(fieldsOf(`${UTF8_BOM}Company,Ville\n\nÉcole 42,Zürich 🚀\n\n`)).toEqual([
      ['Company', 'Ville'],
      ['École 42', 'Zürich 🚀'],
    ]);
  });

  it('keeps empty fields, including trailing ones and a quoted empty field', () => {
    expect(fieldsOf('a,,\n"",b,')).toEqual([
      ['a', '', ''],
      ['', 'b', ''],
    ]);
  });

  it('round-trips anything serializeCsv writes', () => {
    const records = [
      ['Company', 'Offer'],
      ['A, "B" & C', 'Line 1\r\nLine 2\n\n- bullet'],
      ['', '"'],
    ];
    expect(fieldsOf(serializeCsv(records))).toEqual(records);
  });

  it('refuses an unterminated quote and text after a closing quote', () => {
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n"open,c\nd')).toThrow('Line 2: a quoted field is never closed.');
    expect(() => parseCsv('"a"b,c')).toThrow('Line 1: unexpected text after a closing quote.');
  });

  it('returns no records for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(UTF8_BOM)).toEqual([]);
  });
});

describe('formula injection', () => {
  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    for (const value of ['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(protectCell(value)).toBe(`'${value}`);
    }
    expect(protectCell('Doctolib')).toBe('Doctolib');
    expect(protectCell("'quoted")).toBe("'quoted");
    expect(protectCell('a=b')).toBe('a=b');
  });

  it('strips the apostrophe back exactly, even from values that began with apostrophes', () => {
    for (const value of ['=1+1', '-bullet', "'=already quoted", "''@x", "'plain", 'plain', '']) {
      expect(unprotectCell(protectCell(value))).toBe(value);
    }
    expect(unprotectCell("'plain")).toBe("'plain");
  });
});
