import { deflateSync } from 'node:zlib';
import type { Queryable } from '../db/types';

/** Where the sample files go: the server's FileStore has this method. */
export interface FilePutter {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A placeholder product photo: the product's colour as a blossom on a pale background
 * (320×240 PNG), so photo screens show something recognisable without stock images.
 */
export function placeholderPhoto(hexColor: string, variant: number): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hexColor.slice(i, i + 2), 16) || 128);
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const cx = variant === 2 ? 200 : 160;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      const dy = y - 120;
      const angle = Math.atan2(dy, dx);
      const petal = 70 + 20 * Math.cos(5 * angle);
      const inside = dx * dx + dy * dy < petal * petal;
      const centre = dx * dx + dy * dy < 18 * 18;
      const px = centre ? [240, 200, 60] : inside ? [r, g, b] : [238, 244, 236];
      raw.set(px, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text (ASCII: the base fonts have no Japanese glyphs). */
export function placeholderPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Puts a file behind every photo and attachment key the seeded database names (product and
 * receiving photos, news files). Call it after seedSampleMarket with the server's FileStore.
 */
export async function storeSampleFiles(db: Queryable, store: FilePutter): Promise<number> {
  const { rows } = await db.query<{ key: string; color: string | null; variant: number }>(
    `SELECT image1_key AS key, color_code AS color, 1 AS variant FROM products WHERE image1_key IS NOT NULL
     UNION ALL SELECT image2_key, color_code, 2 FROM products WHERE image2_key IS NOT NULL
     UNION ALL SELECT r.niuke_image1_key, p.color_code, 2 FROM receivings r JOIN products p ON p.shohin_cd = r.shohin_cd WHERE r.niuke_image1_key IS NOT NULL
     UNION ALL SELECT r.niuke_image2_key, p.color_code, 1 FROM receivings r JOIN products p ON p.shohin_cd = r.shohin_cd WHERE r.niuke_image2_key IS NOT NULL
     UNION ALL SELECT file_key, NULL, 0 FROM news WHERE file_key IS NOT NULL`,
  );
  // Drawing a photo costs milliseconds; the sample has only a few colours, so draw each once.
  const photos = new Map<string, Buffer>();
  const photoOf = (color: string, variant: number) => {
    const id = `${color}/${variant}`;
    if (!photos.has(id)) photos.set(id, placeholderPhoto(color, variant));
    return photos.get(id)!;
  };
  for (const row of rows) {
    if (row.variant === 0) await store.put(row.key, placeholderPdf('Flower market: year-end and new-year schedule'), 'application/pdf');
    else await store.put(row.key, photoOf(row.color ?? '#9e9e9e', row.variant), 'image/png');
  }
  return rows.length;
}
