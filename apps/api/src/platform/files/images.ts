import sharp from 'sharp';

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
 * Decodes the image (a file that only looks like one fails here), turns it upright, and downscales
 * JPEG and PNG beyond MAX_SIDE. GIFs are kept as they are (they may be animated). Answers undefined
 * when the content does not decode.
 */
export async function prepareImage(
  content: Buffer,
  type: ImageType,
): Promise<{ content: Buffer; type: ImageType } | undefined> {
  try {
    const image = sharp(content, { failOn: 'error' });
    const meta = await image.metadata();
    if (type === 'gif') return { content, type };
    const large = (meta.width ?? 0) > MAX_SIDE || (meta.height ?? 0) > MAX_SIDE;
    const upright = meta.orientation !== undefined && meta.orientation !== 1;
    if (!large && !upright) return { content, type };
    const resized = image
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const output =
      type === 'jpg'
        ? await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : await resized.png().toBuffer();
    return { content: output, type };
  } catch {
    return undefined;
  }
}
