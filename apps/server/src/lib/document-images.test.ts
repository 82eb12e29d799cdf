import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSiteImage, toDrawableImage } from './document-images';

const PUBLIC = new URL('../../../web/public/', import.meta.url);
const PNG = readFileSync(new URL('demo/tours/abel-tasman.png', PUBLIC));
const SVG = readFileSync(new URL('demo/tours/abel-tasman.svg', PUBLIC));

/** A PNG chunk (the CRC is not checked by the reader, nor by pdfkit). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** An RGB PNG of `width` × `height` whose image data holds `rows` scanlines. */
function png(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const scanlines = Buffer.alloc(rows * (1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An APP1 segment whose EXIF (big-endian) holds only the orientation. */
function exif(orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8],
    ...[0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
  ]);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/** A baseline JPEG's markers up to its scan: what pdfkit reads to place one. */
function jpeg(width: number, height: number, orientation = 1): Buffer {
  const frame = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]),
    exif(orientation),
    frame,
    Buffer.from([0xff, 0xda, 0, 2, 0xff, 0xd9]),
  ]);
}

describe('toDrawableImage', () => {
  it('accepts sound PNGs and JPEGs with their size', () => {
    expect(toDrawableImage(PNG)).toMatchObject({ type: 'image/png', width: 640, height: 360 });
    expect(toDrawableImage(png(3, 2))).toMatchObject({ width: 3, height: 2 });
    expect(toDrawableImage(jpeg(800, 600))).toMatchObject({
      type: 'image/jpeg',
      width: 800,
      height: 600,
    });
    // A phone's portrait photo: stored on its side, shown upright, measured as shown.
    expect(toDrawableImage(jpeg(800, 600, 6))).toMatchObject({ width: 600, height: 800 });
    expect(toDrawableImage(jpeg(800, 600, 3))).toMatchObject({ width: 800, height: 600 });
  });

  it('refuses SVGs, damaged files and pictures too large to place', () => {
    expect(toDrawableImage(SVG)).toBeNull();
    expect(toDrawableImage(PNG.subarray(0, PNG.length - 20))).toBeNull();
    // Image data one scanline short: pdfkit would fail decoding it after the response began.
    expect(toDrawableImage(png(3, 2, 1))).toBeNull();
    expect(toDrawableImage(png(7000, 10))).toBeNull();
    expect(toDrawableImage(jpeg(0, 600))).toBeNull();
    expect(toDrawableImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(toDrawableImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('readSiteImage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-images-'));
  writeFileSync(path.join(root, 'logo.png'), PNG);
  writeFileSync(path.join(root, 'scene.svg'), SVG);

  it('reads PNG and JPEG files the portal serves, and nothing else', async () => {
    expect(await readSiteImage(root, '/logo.png?v=2')).toMatchObject({ width: 640 });
    expect(await readSiteImage(root, '/scene.svg')).toBeNull();
    expect(await readSiteImage(root, '/missing.png')).toBeNull();
    expect(await readSiteImage(root, '/logo.png', 100)).toBeNull();
    expect(await readSiteImage(root, 'https://images.example/logo.png')).toBeNull();
    expect(await readSiteImage(root, '//images.example/logo.png')).toBeNull();
    // A path never climbs out of the build: "/../x" is "/x" inside it.
    expect(await readSiteImage(path.join(root, 'sub'), '/../logo.png')).toBeNull();
    expect(await readSiteImage(path.join(root, 'sub'), '/..%2Flogo.png')).toBeNull();
    expect(await readSiteImage(root, '/%E0%A4%A.png')).toBeNull();
  });
});
