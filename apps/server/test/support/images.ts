/** Real, tiny images and look-alikes for the avatar tests. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A valid 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a JPEG (SOI + APP0 JFIF) followed by filler. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
]);

/** A RIFF/WEBP container header followed by filler. */
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 2),
]);

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const TEXT = Buffer.from('just some text, not an image at all');

/** A PNG-headed file of the given total size. */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, bytes - PNG_1PX.length), 0)]);
}

/** Markup that must never come back from the avatar address. */
export const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** The 8-byte PNG signature followed by HTML: no PNG at all behind its first bytes. */
export const PNG_SIGNATURE_THEN_HTML = Buffer.concat([PNG_1PX.subarray(0, 8), HTML]);

/** A valid PNG with an HTML page after its IEND chunk (a "polyglot"). */
export const PNG_THEN_HTML = Buffer.concat([PNG_1PX, HTML]);

/** JPEG's first bytes (SOI + APP0 marker) followed by an SVG with a script. */
export const JPEG_MAGIC_THEN_SVG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks carry it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, and a correct CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function ihdr(width: number, height: number, bitDepth: number) {
  const data = Buffer.alloc(13); // width, height, bit depth, colour type 0 (grey), compression, filter, interlace
  data.writeUInt32BE(width >>> 0, 0);
  data.writeUInt32BE(height >>> 0, 4);
  data[8] = bitDepth;
  return pngChunk('IHDR', data);
}

/**
 * A PNG whose header claims width × height (each up to 2^32 − 1) but whose pixel data is ten zero
 * bytes: a decoder that trusted the header would set out to allocate for the claimed size, and one
 * that decoded it would fail on the missing rows.
 */
export function pngClaiming(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_1PX.subarray(0, 8),
    ihdr(width, height, 8),
    pngChunk('IDAT', deflateSync(Buffer.alloc(10))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real, valid, all-black 1-bit greyscale PNG of width × height: 20000 × 20000 is about 50 KB on
 * disk and 400 MB once decoded to 8-bit (a decompression bomb).
 */
export function pngBomb(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + packed bits, every row
  return Buffer.concat([
    PNG_1PX.subarray(0, 8),
    ihdr(width, height, 1),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A camera-like EXIF tag the stored avatar must not carry. */
export const EXIF_MAKE = 'EmbodiedTestCam';

/**
 * A 400 × 200 JPEG photo, red on its left half and blue on its right, with EXIF: orientation 6
 * (shown turned 90° clockwise, so red is on top), a camera make and a GPS position in Sydney.
 */
export async function jpegWithExif(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: EXIF_MAKE },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small real image of the given type, made by sharp. */
export function realImage(format: 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

/** An animated WebP of two 20 × 20 frames: red, then blue. */
export async function animatedWebp(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 20, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
}
