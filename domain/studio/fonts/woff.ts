import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → OpenType (TTF/OTF). A WOFF file is the font's own sfnt tables, each zlib-compressed, behind a
 * small header; unwrapping it gives back the original TTF byte for byte (W3C WOFF 1.0, section 5). resvg
 * reads only TTF/OTF, and @fontsource ships WOFF beside WOFF2, so the print renderer uses the very faces
 * the browser shows.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const DIRECTORY_ENTRY_SIZE = 20;

export class WoffError extends Error {
  constructor(message: string) {
    super(`not a WOFF font: ${message}`);
    this.name = 'WoffError';
  }
}

export function isWoff(data: Buffer): boolean {
  return data.length >= HEADER_SIZE && data.readUInt32BE(0) === WOFF_SIGNATURE;
}

export function woffToSfnt(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new WoffError('bad signature');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  if (numTables === 0 || HEADER_SIZE + numTables * DIRECTORY_ENTRY_SIZE > woff.length) {
    throw new WoffError('bad table directory');
  }
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = HEADER_SIZE + index * DIRECTORY_ENTRY_SIZE;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    if (offset + compLength > woff.length || compLength > origLength) throw new WoffError('bad table bounds');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored, { maxOutputLength: origLength }) : stored;
    if (data.length !== origLength) throw new WoffError('table length mismatch');
    tables.push({ tag, checksum, data });
  }
  // The sfnt directory is sorted by tag; tables follow, each padded to 4 bytes.
  tables.sort((a, b) => a.tag - b.tag);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + Math.ceil(table.data.length / 4) * 4, headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += Math.ceil(table.data.length / 4) * 4;
  });
  return out;
}
