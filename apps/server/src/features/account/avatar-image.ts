import type SharpModule from 'sharp';
import type { Metadata } from 'sharp';
import {
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MESSAGES,
  AVATAR_SIZE_PX,
  AVATAR_STORED_CONTENT_TYPE,
  avatarTooManyPixelsMessage,
  type AvatarContentType,
} from '@embodied/contracts';
import { detectImageType } from './detect-image-type';

/** The most pixels an upload's header may claim; sharp refuses more before it decodes a single row. */
export const AVATAR_MAX_INPUT_PIXELS = AVATAR_MAX_MEGAPIXELS * 1_000_000;

export type AvatarImage =
  { ok: true; contentType: typeof AVATAR_STORED_CONTENT_TYPE; bytes: Buffer } | { ok: false; message: string };

/** What sharp calls each accepted type; the decoder must agree with what the first bytes said. */
const SHARP_FORMAT: Record<AvatarContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const refuse = (message: string): AvatarImage => ({ ok: false, message });

/**
 * sharp (libvips) loads with the first upload, not at start-up: it adds about 29 MB to the
 * server's resident memory, and most servers go a long time between avatar uploads.
 */
let loadingSharp: Promise<typeof SharpModule> | undefined;
const loadSharp = () => (loadingSharp ??= import('sharp').then((m) => m.default));

/**
 * The size a PNG's IHDR claims, read from the bytes themselves: a header beyond the PNG limits
 * (2^31 − 1) is refused by the decoder as corrupt, and the person still deserves the real reason.
 */
function pngClaimedSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || Buffer.from(bytes.subarray(12, 16)).toString('latin1') !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const tooManyPixels = (size: { width: number; height: number }) => size.width * size.height > AVATAR_MAX_INPUT_PIXELS;

/**
 * Turns an upload into the avatar that is stored: only PNG, JPEG or WebP (by content), whose header
 * claims at most 40 megapixels, and that really decodes; the result is a new 256 × 256 WebP (turned
 * upright by its EXIF orientation, cropped to a square at the centre) that carries no metadata and
 * none of the uploaded bytes. Decoding runs on sharp's libuv worker threads, not the event loop.
 */
export async function toStoredAvatar(bytes: Uint8Array): Promise<AvatarImage> {
  const type = detectImageType(bytes);
  if (!type.ok) return refuse(type.message);

  const sharp = await loadSharp();
  // The header only (no pixels are decoded), without the limit, so that a refusal can say the size.
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    const claimed = type.contentType === 'image/png' ? pngClaimedSize(bytes) : null;
    return refuse(
      claimed && tooManyPixels(claimed)
        ? avatarTooManyPixelsMessage(claimed.width, claimed.height)
        : AVATAR_MESSAGES.unreadable,
    );
  }
  if (header.format !== SHARP_FORMAT[type.contentType]) return refuse(AVATAR_MESSAGES.unreadable);
  if (tooManyPixels(header)) return refuse(avatarTooManyPixelsMessage(header.width, header.height));

  try {
    const webp = await sharp(bytes, {
      // Checked again by the decoder from the header, before any pixel is decoded.
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      // sharp's default, stated: a truncated or damaged image is refused, not half-decoded.
      failOn: 'warning',
      // The first frame of an animated WebP only.
      pages: 1,
    })
      .autoOrient()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
    return { ok: true, contentType: AVATAR_STORED_CONTENT_TYPE, bytes: webp };
  } catch {
    return refuse(AVATAR_MESSAGES.unreadable);
  }
}
