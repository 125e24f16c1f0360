import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderedFile } from './render.ts';
import { renderSvg } from './render.ts';
import { testimonialBackdrop } from './scenes-heroes.ts';
import { circle, group, radialGradient, range, seeded } from './svg.ts';

// public-site.md §2 Home 7: the testimonials' background video, muted and looping. It is the
// testimonial-backdrop scene under a slow camera breath (zoom and drift) with a few stars
// twinkling and the pylons' warning lights pulsing. Every motion is a whole number of periods
// over the clip, so the frame after the last is the first again and the loop has no seam; and at
// t = 0 the camera is still and every light is out, so the first frame is the backdrop itself and
// the page keeps testimonial-backdrop-*.webp as the poster (no extra image to download).
// Frames are drawn with sharp and encoded by the system's ffmpeg (Debian: apt-get install ffmpeg).

const MASTER = { width: 1600, height: 900 } as const;
const OUTPUT_WIDTH = 960;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
/** Peak zoom: 6 % over half the loop keeps the movement under a pixel a frame at 960 wide. */
const ZOOM = 0.06;

// The pylon tops of testimonialBackdrop (x, baseY − height in scenes-heroes.ts).
const PYLON_TOPS = [
  [150, 380],
  [620, 475],
  [980, 542],
  [1230, 585],
] as const;

export const TESTIMONIAL_VIDEO_NAME = 'testimonial-loop';

/** 0 at t = 0 and t = 1, rising to 1 `cycles` times in between: a pulse that loops cleanly. */
function pulse(t: number, cycles: number): number {
  return Math.sin(Math.PI * cycles * t) ** 2;
}

function twinkles(t: number): string {
  const random = seeded(73);
  return range(14)
    .map(() => {
      const x = 40 + random() * 1520;
      const y = 20 + random() * 420;
      const cycles = 1 + Math.floor(random() * 3);
      // Whole cycles only, and starting dark, so frame 0 is the still backdrop.
      const opacity = 0.7 * pulse(t, cycles);
      return circle(x, y, 1.4 + random() * 0.8, '#dbe7f5', { opacity });
    })
    .join('');
}

function warningLights(t: number): string {
  return PYLON_TOPS.map(([x, y], index) => {
    // Neighbouring towers pulse out of step (four and three times a loop); all dark at t = 0.
    const glow = pulse(t, index % 2 === 0 ? 4 : 3);
    const size = 14 - index * 2.5;
    return (
      circle(x, y - 4, size, 'url(#warning-glow)', { opacity: 0.85 * glow }) +
      circle(x, y - 4, size * 0.18, '#ff8a6b', { opacity: glow })
    );
  }).join('');
}

/** One frame of the loop at t in [0, 1): the backdrop under the camera, plus the lights. */
export function testimonialFrameSvg(t: number): string {
  const scene = testimonialBackdrop(MASTER.width, MASTER.height);
  const bodyStart = scene.indexOf('</defs>');
  if (bodyStart < 0 || !scene.endsWith('</svg>')) throw new Error('unexpected backdrop SVG shape');
  const scale = 1 + (ZOOM * (1 - Math.cos(2 * Math.PI * t))) / 2;
  // The zoom centre drifts right and back across the towers; scaling up about any point
  // inside the frame always covers it, so no edge ever shows.
  const cx = MASTER.width * (0.5 + 0.18 * Math.sin(2 * Math.PI * t));
  const cy = MASTER.height * 0.55;
  const camera = `translate(${cx} ${cy}) scale(${scale.toFixed(5)}) translate(${-cx} ${-cy})`;
  const defs = radialGradient('warning-glow', [
    [0, '#ff6b4a', 0.9],
    [1, '#ff6b4a', 0],
  ]);
  const body = scene.slice(bodyStart + '</defs>'.length, -'</svg>'.length);
  return `${scene.slice(0, bodyStart)}${defs}</defs>${group(body + group(twinkles(t) + warningLights(t)), { transform: camera })}</svg>`;
}

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

function ffmpeg(args: readonly string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed (${args.at(-1)})`);
}

/**
 * Renders the frames and encodes public/media/testimonial-loop.{webm,mp4}: VP9 first for the
 * browsers that take it, H.264 for Safari. No audio track (the clip is decorative and muted),
 * bit-exact flags so a re-run does not churn the files. Without ffmpeg it says so and returns
 * nothing, leaving the committed files in place.
 */
export async function writeTestimonialVideo(mediaDir: string): Promise<RenderedFile[]> {
  if (!hasFfmpeg()) {
    console.warn('ffmpeg not found: skipping the testimonial video (apt-get install -y ffmpeg)');
    return [];
  }
  const frameDir = await mkdtemp(path.join(tmpdir(), 'testimonial-frames-'));
  try {
    for (const frame of range(FRAMES)) {
      const png = await renderSvg(testimonialFrameSvg(frame / FRAMES), MASTER.width, OUTPUT_WIDTH)
        .png({ compressionLevel: 1 })
        .toBuffer();
      await writeFile(path.join(frameDir, `frame-${String(frame).padStart(4, '0')}.png`), png);
    }
    await mkdir(mediaDir, { recursive: true });
    const input = ['-framerate', String(FPS), '-i', path.join(frameDir, 'frame-%04d.png')];
    const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];
    const webm = path.join(mediaDir, `${TESTIMONIAL_VIDEO_NAME}.webm`);
    const mp4 = path.join(mediaDir, `${TESTIMONIAL_VIDEO_NAME}.mp4`);
    ffmpeg([
      ...input,
      ...common,
      ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '30'],
      ...['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FRAMES)],
      webm,
    ]);
    ffmpeg([
      ...input,
      ...common,
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '23'],
      ...['-profile:v', 'main', '-movflags', '+faststart', '-g', String(FRAMES)],
      mp4,
    ]);
    return Promise.all([webm, mp4].map(async (file) => ({ file, bytes: (await stat(file)).size })));
  } finally {
    await rm(frameDir, { recursive: true, force: true });
  }
}
