import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Pictures for the PDF documents. pdfkit draws PNG and JPEG only, and it decodes some PNGs in a
 * callback where a broken file would throw outside any try; so every image is checked here, whole
 * and synchronously, before a document sees it. Anything else (SVG, WebP, a damaged file) is
 * reported as null and left out of the document.
 */
export interface TDrawableImage {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
  /** As shown: a JPEG whose EXIF orientation turns it a quarter has its sides swapped. */
  width: number;
  height: number;
}

/** Beyond this many pixels a side an image is a print file, not a picture for a document. */
const MAX_SIDE_PIXELS = 6000;
/** Tour pictures read from the web build for a PDF (the agency logo has its own, smaller limit). */
export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Adam7: x0, y0, dx, dy of the seven passes of an interlaced PNG. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function isSizeOk(width: number, height: number): boolean {
  return width >= 1 && height >= 1 && width <= MAX_SIDE_PIXELS && height <= MAX_SIDE_PIXELS;
}

/** Bytes of filtered scanlines a PNG's image data must inflate to. */
function pngDataLength(width: number, height: number, bitsPerPixel: number, isInterlaced: boolean) {
  const scanlines = (w: number, h: number) =>
    w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0;
  if (!isInterlaced) return scanlines(width, height);
  return ADAM7.reduce(
    (sum, [x0, y0, dx, dy]) =>
      sum + scanlines(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)),
    0,
  );
}

function readPng(bytes: Buffer): TDrawableImage | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let header = { width: 0, height: 0, bits: 0, colour: -1, interlace: 0 };
  const data: Buffer[] = [];
  let hasPalette = false;
  let hasEnd = false;
  for (let offset = 8; offset + 8 <= bytes.length && !hasEnd;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const start = offset + 8;
    const end = start + length;
    if (end + 4 > bytes.length) return null;
    if (type === 'IHDR') {
      if (length !== 13) return null;
      header = {
        width: bytes.readUInt32BE(start),
        height: bytes.readUInt32BE(start + 4),
        bits: bytes[start + 8] ?? 0,
        colour: bytes[start + 9] ?? -1,
        interlace: bytes[start + 12] ?? 0,
      };
    } else if (type === 'PLTE') {
      hasPalette = length > 0 && length % 3 === 0;
    } else if (type === 'IDAT') {
      data.push(bytes.subarray(start, end));
    } else if (type === 'IEND') {
      hasEnd = true;
    }
    offset = end + 4;
  }
  const channels = PNG_CHANNELS[header.colour];
  const isValidHeader =
    channels !== undefined &&
    (PNG_BIT_DEPTHS[header.colour] ?? []).includes(header.bits) &&
    header.interlace <= 1 &&
    isSizeOk(header.width, header.height) &&
    (header.colour !== 3 || hasPalette);
  if (!hasEnd || data.length === 0 || !isValidHeader) return null;
  const expected = pngDataLength(
    header.width,
    header.height,
    channels * header.bits,
    header.interlace === 1,
  );
  try {
    const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
    if (inflated.length !== expected) return null;
  } catch {
    return null;
  }
  return { bytes, type: 'image/png', width: header.width, height: header.height };
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
}

/**
 * The EXIF orientation in an APP1 segment's data (1 when absent or unreadable), read as pdfkit
 * reads it: pdfkit turns the picture by it, so its box must be measured turned too.
 */
function exifOrientation(segment: Buffer): number {
  if (segment.toString('latin1', 0, 6) !== 'Exif\0\0') return 1;
  const tiff = segment.subarray(6);
  try {
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return 1;
    const read16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const read32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    if (read16(2) !== 42) return 1;
    const directory = read32(4);
    for (let entry = 0; entry < read16(directory); entry += 1) {
      const at = directory + 2 + entry * 12;
      if (read16(at) === 0x0112) {
        const value = read16(at + 8);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // An offset past the end: no orientation.
  }
  return 1;
}

function readJpeg(bytes: Buffer): TDrawableImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The scan or the end before any frame header: not a picture pdfkit can place.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (marker === 0xe1 && orientation === 1) {
      orientation = exifOrientation(bytes.subarray(offset + 4, offset + 2 + length));
    }
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      const components = bytes[offset + 9] ?? 0;
      if (!isSizeOk(width, height) || ![1, 3, 4].includes(components)) return null;
      const isTurned = orientation > 4;
      return {
        bytes,
        type: 'image/jpeg',
        width: isTurned ? height : width,
        height: isTurned ? width : height,
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** The image if pdfkit can draw it (a sound PNG or JPEG of sensible size), otherwise null. */
export function toDrawableImage(bytes: Buffer): TDrawableImage | null {
  return readPng(bytes) ?? readJpeg(bytes);
}

/**
 * A picture the portal serves itself ("/demo/tours/rotorua.png"), read from the web build
 * (WEB_DIST). Web addresses are not fetched: rendering a document never waits on, or calls out
 * to, another server. Paths outside the build, missing files, SVGs and other formats give null.
 */
export async function readSiteImage(
  root: string,
  address: string,
  maxBytes = MAX_SITE_IMAGE_BYTES,
): Promise<TDrawableImage | null> {
  if (!/^\/(?![/\\])/.test(address)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(address.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(pathname)}`);
  if (!file.startsWith(`${base}${path.sep}`)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > maxBytes) return null;
    return toDrawableImage(await readFile(file));
  } catch {
    return null;
  }
}
