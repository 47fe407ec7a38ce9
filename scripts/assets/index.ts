/**
 * Generates the site's own artwork: hero banners, card art, technology marks, brand files, the
 * hero video and the typed manifest (src/content/media.ts and media/). Deterministic: fixed seeds, fixed encoder
 * settings, no timestamps or metadata, so running it twice gives identical bytes.
 *
 *   npm run assets               regenerate everything
 *   npm run assets -- --check    regenerate in memory and compare with the committed files
 *   npm run assets -- --no-video skip the clip (no ffmpeg needed); the other files are still written
 *
 * See docs/decisions/0005-generated-artwork.md.
 */
import { mkdtemp, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

import { techLogos as techArt, techLogoSvg } from './art/tech.ts';
import {
  COMPANY,
  TAGLINE,
  faviconSvg,
  logoSvg,
  markSvg,
  ogImageSize,
  ogImageSvg,
} from './art/brand.ts';
import { CARD_H, CARD_W, courseCards, serviceCards, type CardArt } from './art/cards.ts';
import { HERO_H, HERO_W, heroScenes, type Scene } from './art/hero.ts';
import {
  VIDEO_FPS,
  VIDEO_FRAMES,
  VIDEO_H,
  VIDEO_SECONDS,
  VIDEO_W,
  videoFrame,
} from './art/video.ts';
import { encodeClip, ffmpegVersion } from './lib/ffmpeg.ts';
import { pngsToIco } from './lib/ico.ts';
import { manifestSources, type ManifestData } from './manifest.ts';
import { Output, kb } from './lib/output.ts';
import { encode, encodePngWithAlpha, rawRgb, type EncodeOptions } from './lib/raster.ts';
import { svgDocument, type SvgDoc } from './lib/svg.ts';
import type { ImageCandidate, ImageFormat, ResponsiveImage } from '../../src/lib/media.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const args = new Set(process.argv.slice(2));
const CHECK = args.has('--check');
const NO_VIDEO = args.has('--no-video');

const HERO_WIDTHS = [640, 828, 1280, 1920] as const;
const CARD_WIDTHS = [400, 800] as const;
const HERO_SIZES = '100vw';
const CARD_SIZES = '(min-width: 1000px) 33vw, (min-width: 600px) 50vw, 100vw';

/** Budgets (bytes). The script fails if an output grows past them. */
const BUDGET = {
  heroAvif828: 60 * 1024,
  lcpAvif828: 25 * 1024,
  ogImage: 150 * 1024,
  video: 1.5 * 1024 * 1024,
  poster: 80 * 1024,
  total: 6 * 1024 * 1024,
};

const out = new Output(ROOT, CHECK);
const problems: string[] = [];

const media = (p: string): string => `public/media/${p}`;
const url = (p: string): string => `/media/${p}`;

async function responsive(
  dir: string,
  slug: string,
  doc: SvgDoc,
  viewW: number,
  viewH: number,
  widths: readonly number[],
  meta: {
    alt: string;
    decorative?: boolean;
    background: string;
    sizes: string;
    fallbackWidth: number;
  },
  enc: EncodeOptions = {},
): Promise<ResponsiveImage> {
  const sources: Record<ImageFormat, ImageCandidate[]> = { avif: [], webp: [] };
  const jobs = widths.flatMap((w) => {
    const h = Math.round((w * viewH) / viewW);
    const svg = svgDocument(doc, w, h);
    return (['avif', 'webp'] as const).map((format) => ({
      w,
      h,
      format,
      data: encode(svg, format, enc),
    }));
  });
  // Encodes run concurrently (each one single-threaded); files are written in a fixed order.
  for (const job of jobs) {
    const file = `${dir}/${slug}-${job.w}.${job.format}`;
    await out.write(media(file), await job.data);
    sources[job.format].push({ src: url(file), width: job.w, height: job.h });
  }
  const largest = widths[widths.length - 1] ?? viewW;
  return {
    id: `${dir.replace(/\//g, '-')}-${slug}`,
    width: largest,
    height: Math.round((largest * viewH) / viewW),
    alt: meta.decorative ? '' : meta.alt,
    decorative: meta.decorative ?? false,
    background: meta.background,
    sizes: meta.sizes,
    sources,
    fallback: url(`${dir}/${slug}-${meta.fallbackWidth}.webp`),
  };
}

async function heroes(): Promise<ResponsiveImage[]> {
  const entries: ResponsiveImage[] = [];
  for (const [i, scene] of heroScenes.entries()) {
    entries.push(await heroImage(scene, i));
  }
  return entries;
}

function heroImage(scene: Scene, index: number): Promise<ResponsiveImage> {
  // The first image is the LCP element: slightly lower quality keeps it tiny.
  const enc: EncodeOptions =
    index === 0 ? { avifQuality: 56, webpQuality: 76 } : { avifQuality: 60, webpQuality: 80 };
  return responsive(
    'hero',
    `${String(index + 1).padStart(2, '0')}-${scene.slug}`,
    scene.draw(),
    HERO_W,
    HERO_H,
    HERO_WIDTHS,
    {
      alt: scene.alt,
      background: scene.background,
      sizes: HERO_SIZES,
      fallbackWidth: 1280,
    },
    enc,
  );
}

async function cards(
  dir: string,
  arts: readonly CardArt[],
): Promise<Record<string, ResponsiveImage>> {
  const entries: Record<string, ResponsiveImage> = {};
  for (const art of arts) {
    entries[art.slug] = await responsive(
      dir,
      art.slug,
      art.draw(),
      CARD_W,
      CARD_H,
      CARD_WIDTHS,
      {
        alt: art.alt,
        background: art.background,
        sizes: CARD_SIZES,
        fallbackWidth: 800,
      },
      { avifQuality: 60, webpQuality: 80 },
    );
  }
  return entries;
}

async function svgFile(relPath: string, doc: SvgDoc): Promise<void> {
  await out.write(relPath, svgDocument(doc) + '\n');
}

async function tech(): Promise<ManifestData['tech']> {
  const list: ManifestData['tech'] = [];
  for (const t of techArt) {
    const doc = techLogoSvg(t);
    const file = `tech/${t.slug}.svg`;
    await svgFile(media(file), doc);
    list.push({
      slug: t.slug,
      name: t.name,
      src: url(file),
      width: doc.viewW,
      height: doc.viewH,
      alt: t.name,
    });
  }
  return list;
}

async function brandFiles(): Promise<ManifestData['brand']> {
  const logo = logoSvg(false);
  const logoDark = logoSvg(true);
  const markDoc = markSvg();
  await svgFile(media('brand/logo.svg'), logo);
  await svgFile(media('brand/logo-on-dark.svg'), logoDark);
  await svgFile(media('brand/mark.svg'), markDoc);
  // favicons
  await svgFile('public/favicon.svg', faviconSvg());
  const png32 = await encodePngWithAlpha(svgDocument(faviconSvg(), 32, 32));
  const png16 = await encodePngWithAlpha(svgDocument(faviconSvg(), 16, 16));
  await out.write('public/favicon-32x32.png', png32);
  await out.write(
    'public/favicon.ico',
    pngsToIco([
      { size: 16, png: png16 },
      { size: 32, png: png32 },
    ]),
  );
  await out.write(
    'public/apple-touch-icon.png',
    await encode(svgDocument(faviconSvg(true), 180, 180), 'png'),
  );
  // Open Graph image
  const og = await encode(svgDocument(ogImageSvg()), 'jpeg', { jpegQuality: 84 });
  await out.write(media('brand/og-image.jpg'), og);
  if (og.length > BUDGET.ogImage)
    problems.push(`og-image.jpg is ${kb(og.length)} (budget ${kb(BUDGET.ogImage)})`);
  return {
    logo: { src: url('brand/logo.svg'), width: logo.viewW, height: logo.viewH, alt: COMPANY },
    logoOnDark: {
      src: url('brand/logo-on-dark.svg'),
      width: logoDark.viewW,
      height: logoDark.viewH,
      alt: COMPANY,
    },
    mark: { src: url('brand/mark.svg'), width: markDoc.viewW, height: markDoc.viewH, alt: COMPANY },
    favicon: {
      svg: '/favicon.svg',
      png32: '/favicon-32x32.png',
      ico: '/favicon.ico',
      appleTouchIcon: '/apple-touch-icon.png',
    },
    ogImage: {
      src: url('brand/og-image.jpg'),
      ...ogImageSize,
      type: 'image/jpeg',
      alt: `${COMPANY}: ${TAGLINE}`,
    },
  };
}

async function video(ffmpeg: string | undefined): Promise<ManifestData['video']> {
  const posterDoc = videoFrame(0);
  const posterSvg = svgDocument(posterDoc, VIDEO_W, VIDEO_H);
  await out.write(
    media('video/hero-poster.avif'),
    await encode(posterSvg, 'avif', { avifQuality: 50 }),
  );
  await out.write(
    media('video/hero-poster.webp'),
    await encode(posterSvg, 'webp', { webpQuality: 70 }),
  );
  await out.write(
    media('video/hero-poster.jpg'),
    await encode(posterSvg, 'jpeg', { jpegQuality: 72 }),
  );
  for (const f of ['avif', 'webp', 'jpg']) {
    const size = out.size(media(`video/hero-poster.${f}`));
    if (size > BUDGET.poster)
      problems.push(`hero-poster.${f} is ${kb(size)} (budget ${kb(BUDGET.poster)})`);
  }
  if (ffmpeg) {
    console.log(`encoding ${VIDEO_FRAMES} frames with ${ffmpeg}…`);
    const tmp = await mkdtemp(join(tmpdir(), 'assets-video-'));
    try {
      const webmPath = join(tmp, 'hero-loop.webm');
      const mp4Path = join(tmp, 'hero-loop.mp4');
      await encodeClip({
        width: VIDEO_W,
        height: VIDEO_H,
        fps: VIDEO_FPS,
        frames: VIDEO_FRAMES,
        webmPath,
        mp4Path,
        frame: (i) => rawRgb(svgDocument(videoFrame(i / VIDEO_FPS), VIDEO_W, VIDEO_H)),
      });
      for (const [file, p] of [
        ['hero-loop.webm', webmPath],
        ['hero-loop.mp4', mp4Path],
      ] as const) {
        const buf = await readFile(p);
        await out.write(media(`video/${file}`), buf);
        if (buf.length > BUDGET.video)
          problems.push(`${file} is ${kb(buf.length)} (budget ${kb(BUDGET.video)})`);
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  const posterImage: ResponsiveImage = {
    id: 'video-hero-poster',
    width: VIDEO_W,
    height: VIDEO_H,
    alt: '',
    decorative: true,
    background: '#0b1f3a',
    sizes: HERO_SIZES,
    sources: {
      avif: [{ src: url('video/hero-poster.avif'), width: VIDEO_W, height: VIDEO_H }],
      webp: [{ src: url('video/hero-poster.webp'), width: VIDEO_W, height: VIDEO_H }],
    },
    fallback: url('video/hero-poster.jpg'),
  };
  return {
    webm: url('video/hero-loop.webm'),
    mp4: url('video/hero-loop.mp4'),
    width: VIDEO_W,
    height: VIDEO_H,
    durationSeconds: VIDEO_SECONDS,
    poster: {
      avif: url('video/hero-poster.avif'),
      webp: url('video/hero-poster.webp'),
      jpeg: url('video/hero-poster.jpg'),
      width: VIDEO_W,
      height: VIDEO_H,
    },
    posterImage,
    label: 'Slowly flowing network lines in navy, blue and teal',
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) files.push(...(await listFiles(p)));
    else files.push(relative(ROOT, p));
  }
  return files.sort();
}

/** Checked before any work, so a missing ffmpeg fails fast with a clear message. */
function findFfmpeg(): string | undefined {
  if (NO_VIDEO) return undefined;
  const version = ffmpegVersion();
  if (!version) {
    console.error(
      '\nffmpeg was not found on PATH, so the hero video cannot be encoded.\n' +
        '  Install it (Debian/Ubuntu): apt-get update && apt-get install -y ffmpeg\n' +
        '  Or run `npm run assets -- --no-video` to regenerate everything else and keep the committed clip.\n',
    );
    process.exit(2);
  }
  return version;
}

async function main(): Promise<void> {
  const started = Date.now();
  const ffmpeg = findFfmpeg();
  const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await fn();
    console.log(`${label.padEnd(11)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  const hero = await timed('hero', heroes);
  const services = await timed('services', () => cards('cards/services', serviceCards));
  const courses = await timed('courses', () => cards('cards/courses', courseCards));
  const techList = await timed('tech', tech);
  const brandData = await timed('brand', brandFiles);
  const videoData = await timed('video', () => video(ffmpeg));

  const sources = manifestSources({
    hero,
    services,
    courses,
    tech: techList,
    brand: brandData,
    video: videoData,
  });
  const config = (await prettier.resolveConfig(join(ROOT, 'src/content/media.ts'))) ?? {};
  for (const [path, source] of Object.entries(sources)) {
    await out.write(path, await prettier.format(source, { ...config, parser: 'typescript' }));
  }

  // public/media/ belongs to this script: anything it did not write is stale.
  const writtenSet = new Set(out.written.map((w) => w.path));
  const keepVideo = (p: string): boolean => NO_VIDEO && /hero-loop\.(webm|mp4)$/.test(p);
  for (const f of await listFiles(join(ROOT, 'public/media'))) {
    if (writtenSet.has(f) || keepVideo(f)) continue;
    if (CHECK) out.mismatches.push(`${f} (stale: not produced by the script)`);
    else await unlink(join(ROOT, f));
  }

  // budgets
  for (const [i, h] of hero.entries()) {
    const file =
      h.sources.avif.find((c) => c.width === 828)?.src.replace('/media/', 'public/media/') ?? '';
    const size = out.size(file);
    const budget = i === 0 ? BUDGET.lcpAvif828 : BUDGET.heroAvif828;
    if (size > budget) problems.push(`${file} is ${kb(size)} (budget ${kb(budget)})`);
  }
  const mediaTotal = out.bytesUnder('public/');
  if (mediaTotal > BUDGET.total)
    problems.push(`public media total ${kb(mediaTotal)} (budget ${kb(BUDGET.total)})`);

  // report
  const group = (prefix: string): string =>
    `${kb(out.bytesUnder(prefix))} in ${out.written.filter((w) => w.path.startsWith(prefix)).length} files`;
  console.log(`hero        ${group('public/media/hero/')}`);
  console.log(`cards       ${group('public/media/cards/')}`);
  console.log(`tech        ${group('public/media/tech/')}`);
  console.log(
    `brand       ${group('public/media/brand/')} (+ favicons ${kb(out.bytesUnder('public/favicon') + out.bytesUnder('public/apple-touch-icon'))})`,
  );
  console.log(`video       ${group('public/media/video/')}`);
  console.log(`all public  ${kb(mediaTotal)}`);
  console.log(
    `LCP image   ${kb(out.size('public/media/hero/01-developers-at-work-828.avif'))} (828 px AVIF)`,
  );
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  if (problems.length) {
    console.error('\nover budget:\n  ' + problems.join('\n  '));
    process.exitCode = 1;
  }
  if (CHECK) {
    if (out.mismatches.length) {
      console.error(
        `\n${out.mismatches.length} file(s) differ from what the script produces:\n  ` +
          out.mismatches.join('\n  '),
      );
      console.error('Run `npm run assets` and commit the result.');
      process.exitCode = 1;
    } else {
      console.log(`check: all ${out.written.length} generated files match the committed ones`);
    }
  }
}

await main();
