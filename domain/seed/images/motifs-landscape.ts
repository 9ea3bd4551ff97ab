import { darken, lighten, mix } from './colour';
import type { MotifContext, MotifDefinition } from './motif-types';
import { n, points } from './svg';

/** Vertical gradient background filling the motif rectangle. */
export function skyGradient(ctx: MotifContext, top: string, bottom: string, name = 'sky'): string {
  const id = ctx.id(name);
  return [
    `<defs><linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1">`,
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${n(ctx.w)}" height="${n(ctx.h)}" fill="url(#${id})"/>`,
  ].join('');
}

/** A jagged ridge across the full width, closed along the bottom edge. */
function ridge(
  ctx: MotifContext,
  peakY: number,
  valleyY: number,
  peaks: number,
  fill: string,
  snow?: string,
): string {
  const { w, h, rng } = ctx;
  const step = w / peaks;
  const pts: [number, number][] = [
    [-10, h + 10],
    [-10, valleyY],
  ];
  const caps: string[] = [];
  let prev: [number, number] = [-10, valleyY];
  for (let i = 0; i < peaks; i++) {
    const px = step * i + step * rng.range(0.3, 0.7);
    const py = peakY + rng.range(-0.06, 0.06) * ctx.u;
    const vx = step * (i + 1) + step * rng.range(-0.1, 0.1);
    const vy = valleyY + rng.range(-0.04, 0.04) * ctx.u;
    pts.push([px, py], [vx, vy]);
    if (snow) {
      const depth = (Math.min(prev[1], vy) - py) * 0.3;
      const lt = depth / Math.max(1, prev[1] - py);
      const rt = depth / Math.max(1, vy - py);
      const lx = px + (prev[0] - px) * lt;
      const rx = px + (vx - px) * rt;
      caps.push(
        `<polygon points="${points([
          [px, py],
          [rx, py + depth],
          [px + (rx - px) * 0.35, py + depth * 0.7],
          [px - (px - lx) * 0.15, py + depth * 1.1],
          [px - (px - lx) * 0.55, py + depth * 0.8],
          [lx, py + depth],
        ])}" fill="${snow}"/>`,
      );
    }
    prev = [vx, vy];
  }
  pts.push([w + 10, valleyY], [w + 10, h + 10]);
  return `<polygon points="${points(pts)}" fill="${fill}"/>${caps.join('')}`;
}

/** A smooth rolling hill line across the width. */
function hill(ctx: MotifContext, y: number, amplitude: number, fill: string): string {
  const { w, h, rng } = ctx;
  const a = amplitude * ctx.u;
  const y1 = y + rng.range(-a, a);
  const y2 = y + rng.range(-a, a);
  return `<path d="M -10 ${n(y + rng.range(-a, a))} C ${n(w * 0.3)} ${n(y1 - a)}, ${n(w * 0.6)} ${n(y2 + a)}, ${n(w + 10)} ${n(y)} L ${n(w + 10)} ${n(h + 10)} L -10 ${n(h + 10)} Z" fill="${fill}"/>`;
}

/** A pine tree of stacked tiers with its base centre at x, y. */
export function pine(x: number, y: number, height: number, fill: string): string {
  const width = height * 0.42;
  const tiers = 3;
  const parts: string[] = [
    `<rect x="${n(x - width * 0.06)}" y="${n(y - height * 0.12)}" width="${n(width * 0.12)}" height="${n(height * 0.12)}" fill="${fill}"/>`,
  ];
  for (let t = 0; t < tiers; t++) {
    const top = y - height + t * height * 0.26;
    const bottom = y - height * 0.1 - (tiers - 1 - t) * height * 0.2;
    const half = width * (0.55 + t * 0.22) * 0.5;
    parts.push(
      `<polygon points="${points([
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ])}" fill="${fill}"/>`,
    );
  }
  return parts.join('');
}

export const mountains: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u } = ctx;
    const sky = ctx.c(0);
    const sun = ctx.c(2);
    const rock = ctx.c(3);
    const ground = ctx.c(4);
    const peaks = Math.max(3, Math.round((w / u) * 3));
    const trees: string[] = [];
    const count = Math.round((w / u) * 9);
    for (let i = 0; i < count; i++) {
      const x = (w / count) * (i + ctx.rng.range(0.2, 0.8));
      const size = u * ctx.rng.range(0.1, 0.17);
      trees.push(pine(x, h * 0.9 + ctx.rng.range(0, 0.06) * u, size, darken(ground, 0.35)));
    }
    return [
      skyGradient(ctx, sky, mix(sky, sun, 0.45)),
      `<circle cx="${n(w * 0.64)}" cy="${n(h * 0.4)}" r="${n(u * 0.14)}" fill="${sun}"/>`,
      `<circle cx="${n(w * 0.64)}" cy="${n(h * 0.4)}" r="${n(u * 0.19)}" fill="${sun}" opacity="0.25"/>`,
      ridge(ctx, h * 0.42, h * 0.6, peaks + 1, mix(rock, sky, 0.55)),
      ridge(ctx, h * 0.5, h * 0.72, peaks, rock, mix(rock, '#ffffff', 0.78)),
      hill(ctx, h * 0.8, 0.03, ground),
      trees.join(''),
    ].join('');
  },
};

export const pines: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u, rng } = ctx;
    const sky = ctx.c(0);
    const rows = [
      { y: 0.7, size: 0.2, colour: mix(ctx.c(3), sky, 0.5) },
      { y: 0.84, size: 0.28, colour: ctx.c(3) },
      { y: 1.02, size: 0.38, colour: darken(ctx.c(3), 0.35) },
    ];
    const trees = rows.map((row) => {
      const size = row.size * u;
      const count = Math.ceil(w / (size * 0.34)) + 1;
      const out: string[] = [];
      for (let i = 0; i < count; i++) {
        const x = i * size * 0.34 + rng.range(-0.05, 0.05) * size;
        out.push(pine(x, h * row.y + rng.range(-0.08, 0.04) * size, size * rng.range(0.75, 1.1), row.colour));
      }
      return out.join('');
    });
    const stars: string[] = [];
    for (let i = 0; i < Math.round((w / u) * 24); i++) {
      stars.push(
        `<circle cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h * 0.55))}" r="${n(u * rng.range(0.003, 0.008))}" fill="${lighten(ctx.c(2), 0.5)}" opacity="${n(rng.range(0.5, 1))}"/>`,
      );
    }
    return [
      skyGradient(ctx, ctx.c(0), ctx.c(1)),
      stars.join(''),
      `<circle cx="${n(w * 0.34)}" cy="${n(h * 0.32)}" r="${n(u * 0.12)}" fill="${ctx.c(2)}"/>`,
      hill(ctx, h * 0.62, 0.04, mix(ctx.c(3), sky, 0.7)),
      ...trees,
    ].join('');
  },
};

export const waves: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u } = ctx;
    const layers = 6;
    const radius = u * 0.085;
    const rows: string[] = [];
    for (let l = 0; l < layers; l++) {
      const top = h * 0.46 + (l * h * 0.54) / layers;
      const fill = l % 2 === 0 ? ctx.c(1) : ctx.c(3);
      const shade = darken(fill, 0.08 * l);
      const foam = lighten(fill, 0.7);
      const offset = (l % 2) * radius;
      let d = `M ${n(-offset - 2 * radius)} ${n(h + 10)} L ${n(-offset - 2 * radius)} ${n(top)}`;
      for (let x = -offset - 2 * radius; x < w + 2 * radius; x += 2 * radius) {
        d += ` A ${n(radius)} ${n(radius)} 0 0 1 ${n(x + 2 * radius)} ${n(top)}`;
      }
      d += ` L ${n(w + 4 * radius)} ${n(h + 10)} Z`;
      rows.push(`<path d="${d}" fill="${shade}" stroke="${foam}" stroke-width="${n(u * 0.012)}"/>`);
      // inner scallop lines for the classic seigaiha pattern
      for (let x = -offset - radius; x < w + 2 * radius; x += 2 * radius) {
        rows.push(
          `<path d="M ${n(x - radius * 0.55)} ${n(top + radius * 0.45)} A ${n(radius * 0.55)} ${n(radius * 0.55)} 0 0 1 ${n(x + radius * 0.55)} ${n(top + radius * 0.45)}" fill="none" stroke="${foam}" stroke-width="${n(u * 0.007)}" opacity="0.7"/>`,
        );
      }
    }
    return [
      skyGradient(ctx, ctx.c(0), mix(ctx.c(0), ctx.c(2), 0.35)),
      `<circle cx="${n(w * 0.3)}" cy="${n(h * 0.32)}" r="${n(u * 0.13)}" fill="${ctx.c(2)}"/>`,
      ...rows,
    ].join('');
  },
};

export const sun: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u } = ctx;
    const cx = w / 2;
    const cy = h * 0.6;
    const r = u * 0.3;
    const bg = ctx.c(0);
    const grad = ctx.id('sun');
    const rays: string[] = [];
    const count = 18;
    const reach = Math.hypot(w, h);
    for (let i = 0; i < count; i++) {
      const a0 = Math.PI + (i / count) * Math.PI;
      const a1 = a0 + (Math.PI / count) * 0.5;
      rays.push(
        `<polygon points="${points([
          [cx, cy],
          [cx + Math.cos(a0) * reach, cy + Math.sin(a0) * reach],
          [cx + Math.cos(a1) * reach, cy + Math.sin(a1) * reach],
        ])}"/>`,
      );
    }
    const cuts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const y = cy - r * 0.05 + i * r * 0.2;
      cuts.push(
        `<rect x="${n(cx - r - 2)}" y="${n(y)}" width="${n(2 * r + 4)}" height="${n(r * (0.03 + i * 0.028))}" fill="${bg}"/>`,
      );
    }
    const sea = ctx.c(4);
    return [
      `<rect width="${n(w)}" height="${n(h)}" fill="${bg}"/>`,
      `<g fill="${ctx.c(1)}" opacity="0.35">${rays.join('')}</g>`,
      `<defs><linearGradient id="${grad}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${ctx.c(2)}"/><stop offset="1" stop-color="${ctx.c(3)}"/></linearGradient></defs>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${grad})"/>`,
      cuts.join(''),
      `<rect x="0" y="${n(h * 0.74)}" width="${n(w)}" height="${n(h * 0.26 + 1)}" fill="${sea}"/>`,
      ...[0, 1, 2, 3].map(
        (i) =>
          `<rect x="${n(cx - r * (0.9 - i * 0.2))}" y="${n(h * 0.77 + i * u * 0.045)}" width="${n(r * (1.8 - i * 0.4))}" height="${n(u * 0.012)}" rx="${n(u * 0.006)}" fill="${ctx.c(2)}" opacity="${n(0.7 - i * 0.12)}"/>`,
      ),
    ].join('');
  },
};
