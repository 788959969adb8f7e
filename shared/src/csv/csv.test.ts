import { csvField, toCsv } from './csv';

describe('CSV for Japanese Excel', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(
      ['購入日', '税込合計'],
      [
        ['2026/11/22', 12100],
        ['2026/11/21', 5500],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('購入日,税込合計\r\n2026/11/22,12100\r\n2026/11/21,5500\r\n');
    // Encoded, the file begins with EF BB BF, which is how Excel recognises UTF-8.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('赤, 白')).toBe('"赤, 白"');
    expect(csvField('3L "特選"')).toBe('"3L ""特選"""');
    expect(csvField('一行目\n二行目')).toBe('"一行目\n二行目"');
    expect(csvField(null)).toBe('');
  });

  it('keeps text that Excel would run as a formula from running', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers, negative ones included, stay numbers.
    expect(csvField(-120)).toBe('-120');
  });
});
