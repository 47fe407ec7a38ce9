/**
 * Rasterising with sharp. Every encoder setting is fixed here, metadata is never copied, and sharp
 * runs single-threaded, so the same SVG gives the same bytes on every run (for a given sharp/libvips,
 * which package-lock.json pins).
 */
import sharp, { type Sharp } from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

export type RasterFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export interface EncodeOptions {
  avifQuality?: number;
  webpQuality?: number;
  jpegQuality?: number;
  /** Quantise PNG to a palette (much smaller for flat art). */
  pngPalette?: boolean;
}

/** Render an SVG document string to pixels at its own width/height. */
export function render(svg: string): Sharp {
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).removeAlpha();
}

export async function encode(
  svg: string,
  format: RasterFormat,
  o: EncodeOptions = {},
): Promise<Buffer> {
  const img = render(svg);
  switch (format) {
    case 'avif':
      return img
        .avif({ quality: o.avifQuality ?? 50, effort: 6, chromaSubsampling: '4:2:0', bitdepth: 8 })
        .toBuffer();
    case 'webp':
      return img.webp({ quality: o.webpQuality ?? 74, effort: 6, smartSubsample: true }).toBuffer();
    case 'jpeg':
      return img
        .jpeg({
          quality: o.jpegQuality ?? 80,
          mozjpeg: true,
          chromaSubsampling: '4:2:0',
          progressive: true,
        })
        .toBuffer();
    case 'png':
      return o.pngPalette
        ? img
            .png({ palette: true, colours: 256, effort: 10, compressionLevel: 9, dither: 0.6 })
            .toBuffer()
        : img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  }
}

/** Render an SVG with transparency kept (icons). */
export async function encodePngWithAlpha(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** Raw RGB pixels (for piping frames into ffmpeg). */
export async function rawRgb(svg: string): Promise<Buffer> {
  return render(svg).raw().toBuffer();
}
