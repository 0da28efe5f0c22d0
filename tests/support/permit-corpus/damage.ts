import sharp from 'sharp';
import type { Random } from './random';

/**
 * A clean page made to look like a phone's photo of it, deterministically from a seeded random source: the
 * page lying on a table (a dark one, or a white one wide around it) seen at an angle (a perspective), turned up
 * to 10°, out of focus, dim and flat, lit unevenly, grainy, and saved as a JPEG of low quality.
 */

export type Damage = {
  angle: number;
  /** How far each corner moves, as a share of the page's width. */
  perspective: number;
  blur: number;
  /** The contrast kept (1: all of it). */
  contrast: number;
  noise: number;
  quality: number;
};

export function damageOf(random: Random): Damage {
  return {
    angle: random.pick([-1, 1]) * random.between(1, 10),
    perspective: random.between(0.01, 0.06),
    blur: random.between(0.5, 1.6),
    contrast: random.between(0.45, 0.8),
    noise: random.between(3, 12),
    quality: random.int(35, 75),
  };
}

type Point = [number, number];

/** The 3×3 projective map (h33 = 1) taking each `from` corner to its `to` corner, by Gaussian elimination. */
function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c++) rows[r]![c]! -= factor * rows[col]![c]!;
    }
  }
  return rows.map((row, i) => row[8]! / row[i]!);
}

/** What the page lies on in the photo: its colour, how far it shows around the page, and the page's light. */
export type Surface = {
  colour: [number, number, number];
  /** On each side of the page, as a share of the page's width. */
  margin: number;
  /** The page's brightness against the surface's (1: as lit; below 1: in the shade of the phone). */
  shade: number;
};

/** A wooden table: darker than the page, a narrow border of it around. */
export const DARK_TABLE: Surface = { colour: [96, 84, 70], margin: 0.08, shade: 1 };
/** A white table in the light, wide around a page in the phone's shade: brighter than the page's paper. */
export const WHITE_TABLE: Surface = { colour: [252, 252, 250], margin: 0.35, shade: 0.85 };

/** The page seen at an angle on a table: each pixel of the photo looks up where it falls on the page. */
async function onTable(page: Buffer, random: Random, perspective: number, surface: Surface) {
  const { data, info } = await sharp(page).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const margin = Math.round(width * surface.margin);
  const [outWidth, outHeight] = [width + 2 * margin, height + 2 * margin];
  const jitter = () => random.between(-perspective, perspective) * width;
  const corners: Point[] = [
    [margin + jitter(), margin + jitter()],
    [margin + width + jitter(), margin + jitter()],
    [margin + width + jitter(), margin + height + jitter()],
    [margin + jitter(), margin + height + jitter()],
  ];
  const toPage = homography(corners, [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ]);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPage.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = Buffer.alloc(outWidth * outHeight * 3);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const w = h6 * x + h7 * y + 1;
      const px = (h0 * x + h1 * y + h2) / w;
      const py = (h3 * x + h4 * y + h5) / w;
      let o = (y * outWidth + x) * 3;
      if (px < 0 || py < 0 || px >= width - 1 || py >= height - 1) {
        out[o] = surface.colour[0];
        out[o + 1] = surface.colour[1];
        out[o + 2] = surface.colour[2];
        continue;
      }
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const i00 = (y0 * width + x0) * 3;
      const i10 = i00 + 3;
      const i01 = i00 + width * 3;
      const i11 = i01 + 3;
      for (let c = 0; c < 3; c++, o++) {
        const top = data[i00 + c]! * (1 - fx) + data[i10 + c]! * fx;
        const bottom = data[i01 + c]! * (1 - fx) + data[i11 + c]! * fx;
        out[o] = (top * (1 - fy) + bottom * fy) * surface.shade;
      }
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}

/** Grain and a light falling off towards one side. */
function grainAndLight(bytes: Buffer, width: number, height: number, random: Random, noise: number) {
  // A clamped view: a value out of 0–255 stops at the end, where a Buffer would wrap it around.
  const data = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  const [lx, ly] = [random.between(-1, 1), random.between(-1, 1)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - 0.12 * (1 + (lx * (x / width - 0.5) + ly * (y / height - 0.5)));
      // A sum of uniform draws is near enough to a normal one for grain.
      const grain = (random.next() + random.next() + random.next() - 1.5) * noise * 2;
      const o = (y * width + x) * 3;
      data[o] = data[o]! * light + grain;
      data[o + 1] = data[o + 1]! * light + grain;
      data[o + 2] = data[o + 2]! * light + grain;
    }
  }
}

export async function photographed(
  page: Buffer,
  random: Random,
  surface: Surface = DARK_TABLE,
  damage = damageOf(random),
): Promise<Buffer> {
  const table = await onTable(page, random, damage.perspective, surface);
  const raw = { raw: { width: table.width, height: table.height, channels: 3 as const } };
  const offset = 128 * (1 - damage.contrast);
  const { data, info } = await sharp(table.data, raw)
    .rotate(damage.angle, {
      background: { r: surface.colour[0], g: surface.colour[1], b: surface.colour[2] },
    })
    .blur(damage.blur)
    .linear(damage.contrast, offset)
    .raw()
    .toBuffer({ resolveWithObject: true });
  grainAndLight(data, info.width, info.height, random, damage.noise);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: damage.quality })
    .toBuffer();
}
