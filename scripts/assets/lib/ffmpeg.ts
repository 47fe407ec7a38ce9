/** Encoding the hero clip with ffmpeg, with settings fixed for byte-identical output. */
import { spawn, spawnSync } from 'node:child_process';

export function ffmpegVersion(): string | undefined {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return undefined;
  return res.stdout.split('\n')[0]?.trim();
}

export interface ClipSpec {
  width: number;
  height: number;
  fps: number;
  frames: number;
  webmPath: string;
  mp4Path: string;
  /** Produces raw RGB24 pixels for frame i. */
  frame(i: number): Promise<Buffer>;
}

/** Feed frames once; ffmpeg writes the WebM (VP9) and the MP4 (H.264) from the same input. */
export async function encodeClip(spec: ClipSpec): Promise<void> {
  const gop = String(spec.fps * 2);
  const common = [
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
  ];
  const colour = [
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
  ];
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${spec.width}x${spec.height}`,
    '-r',
    String(spec.fps),
    '-i',
    'pipe:0',
    '-filter_threads',
    '1',
    // WebM / VP9: constant quality, single thread, no row-mt, fixed GOP
    '-vf',
    'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-row-mt',
    '0',
    '-tile-columns',
    '0',
    '-frame-parallel',
    '0',
    '-auto-alt-ref',
    '1',
    '-lag-in-frames',
    '16',
    '-threads',
    '1',
    '-g',
    gop,
    ...colour,
    ...common,
    '-f',
    'webm',
    spec.webmPath,
    // MP4 / H.264: yuv420p, main-compatible high profile, faststart
    '-vf',
    'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    '27',
    '-profile:v',
    'high',
    '-level:v',
    '4.0',
    '-threads',
    '1',
    '-g',
    gop,
    '-pix_fmt',
    'yuv420p',
    ...colour,
    ...common,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    spec.mp4Path,
  ];
  const proc = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  for (let i = 0; i < spec.frames; i++) {
    const buf = await spec.frame(i);
    if (!proc.stdin.write(buf))
      await new Promise<void>((resolve) => proc.stdin.once('drain', () => resolve()));
  }
  proc.stdin.end();
  await done;
}
