/**
 * How far a photo's lines of text slope (docs/decisions/0035): a phone held a little askew turns the page by a
 * few degrees, and the OCR misreads the letters of sloping lines. The slope is the angle at which the strokes'
 * edges, summed along rows, fall into the fewest and fullest rows (a projection profile).
 */

/** The steepest slope looked for, in degrees: beyond it a photo is not of a page held upright. */
const MAX_DEGREES = 12;
/** A stroke's edge: a step in brightness of at least this much between pixels two apart. */
const EDGE = 60;
/** Every STEP-th pixel of every STEP-th row: enough edges to find a slope, few enough to be quick. */
const STEP = 2;

/** The edges of a grey image's strokes, as coordinates. */
function edgesOf(grey: Uint8Array, width: number, height: number): { xs: Float64Array; ys: Float64Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += STEP) {
    const row = y * width;
    for (let x = 0; x + 2 < width; x += STEP) {
      if (Math.abs(grey[row + x]! - grey[row + x + 2]!) >= EDGE) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys) };
}

/** How sharply the edges gather into rows when the image is turned by `degrees`: the sum of the rows' squares. */
function sharpness(
  xs: Float64Array,
  ys: Float64Array,
  degrees: number,
  height: number,
  width: number,
): number {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const offset = width;
  const rows = new Float64Array(Math.ceil((height + 2 * width) / STEP) + 1);
  for (let i = 0; i < xs.length; i++) rows[Math.round((ys[i]! * cos - xs[i]! * sin + offset) / STEP)]! += 1;
  let sum = 0;
  for (const count of rows) sum += count * count;
  return sum;
}

/**
 * The angle in degrees (clockwise positive, as sharp's `rotate` turns) by which the text of a grey image
 * slopes; 0 when it does not, or when too little text is seen to tell.
 */
export function slopeOf(grey: Uint8Array, width: number, height: number): number {
  const { xs, ys } = edgesOf(grey, width, height);
  if (xs.length < 500) return 0;
  const best = (from: number, to: number, step: number) => {
    let [angle, score] = [0, -1];
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = sharpness(xs, ys, degrees, height, width);
      if (value > score) [angle, score] = [degrees, value];
    }
    return angle;
  };
  const rough = best(-MAX_DEGREES, MAX_DEGREES, 0.5);
  return best(rough - 0.5, rough + 0.5, 0.1);
}
