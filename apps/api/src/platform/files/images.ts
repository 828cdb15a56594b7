import sharp from 'sharp';
import { createLimiter } from './limiter';

export type ImageType = 'gif' | 'jpg' | 'png';

/** The image type by its first bytes, whatever its name says; undefined for anything else. */
export function sniffImage(content: Buffer): ImageType | undefined {
  if (content.length < 8) return undefined;
  const ascii = content.subarray(0, 6).toString('latin1');
  if (ascii === 'GIF87a' || ascii === 'GIF89a') return 'gif';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  return undefined;
}

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Phone photos are 4000 px wide and several MB; 1600 px is plenty on any screen that shows them. */
const MAX_SIDE = 1600;

/**
 * The most pixels an upload may decode to (all frames of a GIF together). A 50 MP phone photo fits;
 * a 16000 × 16000 PNG of 776 KB, which decodes to a gigabyte, does not.
 */
export const MAX_PIXELS = 50_000_000;

/**
 * Image work at once in this process. Sharp's jobs and argon2's hashes share libuv's four threads:
 * with two at most on images, a burst of photo uploads cannot keep a sign-in waiting.
 */
export const IMAGE_CONCURRENCY = 2;
export const imageWork = createLimiter(IMAGE_CONCURRENCY);
sharp.concurrency(1);

export type PreparedImage =
  | { ok: true; content: Buffer; type: ImageType }
  | { ok: false; reason: 'invalid' | 'too-many-pixels' };

/**
 * Decodes the image (a file that only looks like one fails here) and writes it anew: turned upright,
 * downscaled beyond MAX_SIDE, and with nothing of the original kept but its pixels — no EXIF (GPS
 * position, author, camera), no comments, and no bytes appended after the image (an HTML page behind
 * a GIF). A GIF stays a GIF with its frames. The dimensions are read from the header first, so an
 * image too large to decode safely is refused before it is decoded.
 */
export function prepareImage(content: Buffer, type: ImageType): Promise<PreparedImage> {
  return imageWork(async () => {
    try {
      const animated = type === 'gif';
      const options = { failOn: 'error' as const, limitInputPixels: MAX_PIXELS, animated };
      // The header alone, whatever its size claims; the decode below keeps the limit too.
      const meta = await sharp(content, { ...options, limitInputPixels: false }).metadata();
      const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
      if (pixels > MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
      const image = sharp(content, options)
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
      const encoded =
        type === 'jpg'
          ? image.jpeg({ quality: 82, mozjpeg: true })
          : type === 'png'
            ? image.png()
            : image.gif();
      return { ok: true, content: await encoded.toBuffer(), type };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  });
}
