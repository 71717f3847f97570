import sharp from 'sharp';

export const IMAGE_MAX_SIZE = 1024;
export const POSTER_MAX_SIZE = 512;

export interface NormalisedImage {
  /** WebP, metadata stripped, upright, at most IMAGE_MAX_SIZE on its longer side; alpha kept. */
  image: Buffer;
  /** JPEG on white for cards and link previews. */
  poster: Buffer;
  width: number;
  height: number;
}

/**
 * Makes any accepted picture safe and uniform: applies the EXIF rotation, drops every piece
 * of metadata (location, camera), bounds the size and the decoded pixels.
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  const { data: image, info } = await sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: IMAGE_MAX_SIZE, height: IMAGE_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const poster = await sharp(image)
    .resize({ width: POSTER_MAX_SIZE, height: POSTER_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { image, poster, width: info.width, height: info.height };
}
