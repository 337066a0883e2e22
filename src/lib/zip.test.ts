import { crc32, createZip, readZip } from '@/lib/zip';

const text = (value: string) => new TextEncoder().encode(value);

describe('zip', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('reads back what it writes, names in UTF-8 included', () => {
    const binary = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 256);
    const zip = createZip([
      { name: 'manifest.json', bytes: text('{"a":1}') },
      { name: 'files/resumes/Résumé été.pdf', bytes: binary },
      { name: 'empty.txt', bytes: new Uint8Array() },
    ]);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(['manifest.json', 'files/resumes/Résumé été.pdf', 'empty.txt']);
    expect(new TextDecoder().decode(files.get('manifest.json'))).toBe('{"a":1}');
    expect(files.get('files/resumes/Résumé été.pdf')).toEqual(binary);
    expect(files.get('empty.txt')?.length).toBe(0);
  });

  it('refuses what is not a zip, a damaged entry, compressed entries and unsafe names', () => {
    expect(() => readZip(text('not a zip at all, just text'))).toThrow('not a zip archive');
    const zip = createZip([{ name: 'x.txt', bytes: text('payload') }]);
    const damaged = zip.slice();
    damaged[30 + 'x.txt'.length] ^= 0xff;
    expect(() => readZip(damaged)).toThrow('checksum mismatch');
    const compressed = zip.slice();
    new DataView(compressed.buffer).setUint16(zip.length - 22 - 46 - 5 + 10, 8, true);
    expect(() => readZip(compressed)).toThrow('compressed');
    expect(() => createZip([{ name: '../evil', bytes: text('') }])).toThrow('Unsafe file name');
    expect(() =>
      createZip([
        { name: 'a', bytes: text('') },
        { name: 'a', bytes: text('') },
      ]),
    ).toThrow('Duplicate');
  });
});
