/** Real, tiny images and look-alikes for the avatar tests. */

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
