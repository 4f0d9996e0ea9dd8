import { AVATAR_MESSAGES, type AvatarContentType } from '@embodied/contracts';

export type ImageCheck = { ok: true; contentType: AvatarContentType } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50] as const; // "WEBP" at offset 8

/**
 * What an uploaded avatar really is, from its first bytes: the file name and the declared type are
 * the sender's claims and are ignored. SVG is named separately because it is an image that can
 * carry script, so people deserve to know why it is refused.
 */
export function detectImageType(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: AVATAR_MESSAGES.empty };
  if (startsWith(bytes, PNG)) return { ok: true, contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { ok: true, contentType: 'image/jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { ok: true, contentType: 'image/webp' };
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).toLowerCase();
  if (head.includes('<svg')) return { ok: false, message: AVATAR_MESSAGES.svg };
  return { ok: false, message: AVATAR_MESSAGES.notImage };
}
