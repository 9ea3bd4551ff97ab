import { darken } from './colour';
import type { MotifDefinition } from './motif-types';
import { escapeXml, n, points } from './svg';

export const geometric: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u, rng } = ctx;
    const full = ctx.mode === 'full';
    const cell = full ? u / 3 : (u * 0.92) / 3;
    const cols = full ? Math.ceil(w / cell) : 3;
    const rows = full ? Math.ceil(h / cell) : 3;
    const ox = (w - cols * cell) / 2;
    const oy = (h - rows * cell) / 2;
    const clip = ctx.id('tiles');
    const tiles: string[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const x = ox + c * cell;
        const y = oy + r * cell;
        const bgIndex = rng.int(0, 3);
        let fgIndex = rng.int(0, 3);
        if (fgIndex === bgIndex) fgIndex = (fgIndex + 1) % 4;
        const fg = ctx.ink(fgIndex);
        tiles.push(
          `<rect x="${n(x)}" y="${n(y)}" width="${n(cell + 0.5)}" height="${n(cell + 0.5)}" fill="${ctx.ink(bgIndex)}"/>`,
        );
        const turn = rng.int(0, 3) * 90;
        const cx = x + cell / 2;
        const cy = y + cell / 2;
        const s = cell;
        const shape = rng.int(0, 5);
        let inner = '';
        if (shape === 0)
          inner = `<path d="M ${n(x)} ${n(y)} L ${n(x + s)} ${n(y)} A ${n(s)} ${n(s)} 0 0 1 ${n(x)} ${n(y + s)} Z" fill="${fg}"/>`;
        else if (shape === 1)
          inner = `<path d="M ${n(x)} ${n(y + s)} A ${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s)} Z" fill="${fg}"/>`;
        else if (shape === 2) inner = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.34)}" fill="${fg}"/>`;
        else if (shape === 3)
          inner = `<polygon points="${points([
            [x, y],
            [x + s, y + s],
            [x, y + s],
          ])}" fill="${fg}"/>`;
        else if (shape === 4)
          inner = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.36)}" fill="none" stroke="${fg}" stroke-width="${n(s * 0.12)}"/>`;
        else
          inner = `<path d="M ${n(x)} ${n(y)} A ${n(s / 2)} ${n(s / 2)} 0 0 0 ${n(x + s)} ${n(y)} Z M ${n(x)} ${n(y + s)} A ${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(x + s)} ${n(y + s)} Z" fill="${fg}"/>`;
        tiles.push(`<g transform="rotate(${turn} ${n(cx)} ${n(cy)})">${inner}</g>`);
      }
    }
    return [
      `<defs><clipPath id="${clip}"><rect x="${n(ox)}" y="${n(oy)}" width="${n(cols * cell)}" height="${n(rows * cell)}" rx="${full ? 0 : n(cell * 0.08)}"/></clipPath></defs>`,
      `<g clip-path="url(#${clip})">${tiles.join('')}</g>`,
    ].join('');
  },
};

/** One leaf pointing up from its base at the origin. */
function leafShape(length: number, width: number, fill: string, vein: string, veins: number): string {
  const L = length;
  const W = width;
  const lines: string[] = [`M 0 0 L 0 ${n(-L * 0.96)}`];
  for (let i = 1; i <= veins; i++) {
    const y = (-L * i) / (veins + 1.5);
    const spread = W * 0.42 * Math.sin((Math.PI * i) / (veins + 1.5));
    lines.push(`M 0 ${n(y)} Q ${n(spread * 0.6)} ${n(y - L * 0.03)} ${n(spread)} ${n(y - L * 0.09)}`);
    lines.push(`M 0 ${n(y)} Q ${n(-spread * 0.6)} ${n(y - L * 0.03)} ${n(-spread)} ${n(y - L * 0.09)}`);
  }
  return [
    `<path d="M 0 0 C ${n(W * 0.7)} ${n(-L * 0.2)}, ${n(W * 0.62)} ${n(-L * 0.72)}, 0 ${n(-L)} C ${n(-W * 0.62)} ${n(-L * 0.72)}, ${n(-W * 0.7)} ${n(-L * 0.2)}, 0 0 Z" fill="${fill}"/>`,
    `<path d="${lines.join(' ')}" fill="none" stroke="${vein}" stroke-width="${n(L * 0.012)}" stroke-linecap="round"/>`,
  ].join('');
}

export const leaf: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u, rng } = ctx;
    const bx = w / 2;
    const by = h * 0.5 + u * 0.44;
    const arrangement = [
      { angle: -48, length: 0.5, ink: 1 },
      { angle: 44, length: 0.52, ink: 2 },
      { angle: -20, length: 0.7, ink: 0 },
      { angle: 14, length: 0.76, ink: 1 },
      { angle: -2, length: 0.58, ink: 2 },
    ];
    const leaves = arrangement
      .map(({ angle, length, ink }) => {
        const L = u * length * 0.86 * rng.range(0.92, 1.04);
        const fill = ctx.ink(ink);
        return `<g transform="translate(${n(bx)} ${n(by)}) rotate(${angle + rng.range(-4, 4)}) translate(0 ${n(-u * 0.06)})"><path d="M 0 ${n(u * 0.06)} L 0 0" stroke="${darken(fill, 0.2)}" stroke-width="${n(u * 0.012)}"/>${leafShape(L, L * 0.42, fill, darken(fill, 0.28), 6)}</g>`;
      })
      .join('');
    const berries = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${n(bx + u * (0.18 + i * 0.035))}" cy="${n(by - u * (0.28 + (i % 2) * 0.05))}" r="${n(u * 0.022)}" fill="${ctx.ink(3)}"/>`,
      )
      .join('');
    return leaves + berries;
  },
};

export const flower: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u } = ctx;
    const bloom = (x: number, y: number, r: number, petalInk: number, centreInk: number) => {
      const petals: string[] = [];
      const count = 14;
      for (let i = 0; i < count; i++) {
        const a = (i * 360) / count;
        petals.push(
          `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.17)}" ry="${n(r * 0.48)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`,
        );
      }
      return `<g fill="${ctx.ink(petalInk)}">${petals.join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.26)}" fill="${ctx.ink(centreInk)}"/>`;
    };
    const stem = ctx.ink(2);
    const sw = n(u * 0.018);
    const base = [w / 2, h / 2 + u * 0.46] as const;
    return [
      `<path d="M ${n(base[0])} ${n(base[1])} C ${n(w / 2)} ${n(h / 2 + u * 0.2)}, ${n(w / 2 - u * 0.05)} ${n(h / 2)}, ${n(w / 2 - u * 0.04)} ${n(h / 2 - u * 0.14)}" fill="none" stroke="${stem}" stroke-width="${sw}"/>`,
      `<path d="M ${n(base[0])} ${n(base[1])} C ${n(w / 2 + u * 0.05)} ${n(h / 2 + u * 0.25)}, ${n(w / 2 + u * 0.2)} ${n(h / 2 + u * 0.1)}, ${n(w / 2 + u * 0.26)} ${n(h / 2 + u * 0.04)}" fill="none" stroke="${stem}" stroke-width="${sw}"/>`,
      `<path d="M ${n(base[0])} ${n(base[1])} C ${n(w / 2 - u * 0.05)} ${n(h / 2 + u * 0.3)}, ${n(w / 2 - u * 0.2)} ${n(h / 2 + u * 0.2)}, ${n(w / 2 - u * 0.28)} ${n(h / 2 + u * 0.12)}" fill="none" stroke="${stem}" stroke-width="${sw}"/>`,
      `<g transform="translate(${n(w / 2 + u * 0.08)} ${n(h / 2 + u * 0.34)}) rotate(40)">${leafShape(u * 0.2, u * 0.09, stem, darken(stem, 0.25), 3)}</g>`,
      `<g transform="translate(${n(w / 2 - u * 0.06)} ${n(h / 2 + u * 0.36)}) rotate(-50)">${leafShape(u * 0.18, u * 0.08, stem, darken(stem, 0.25), 3)}</g>`,
      bloom(w / 2 + u * 0.26, h / 2 + u * 0.04, u * 0.19, 1, 3),
      bloom(w / 2 - u * 0.28, h / 2 + u * 0.12, u * 0.16, 3, 0),
      bloom(w / 2 - u * 0.04, h / 2 - u * 0.18, u * 0.26, 0, 3),
    ].join('');
  },
};

export const stripes: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u } = ctx;
    const cx = w / 2;
    const cy = h / 2 + u * 0.04;
    const bands = 5;
    const outer = u * 0.44;
    const band = (outer * 0.62) / bands;
    const legBottom = h / 2 + u * 0.44;
    const out: string[] = [];
    for (let i = 0; i < bands; i++) {
      const r = outer - band * i - band / 2;
      out.push(
        `<path d="M ${n(cx - r)} ${n(legBottom)} L ${n(cx - r)} ${n(cy)} A ${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)} L ${n(cx + r)} ${n(legBottom)}" fill="none" stroke="${ctx.ink(i)}" stroke-width="${n(band * 1.02)}"/>`,
      );
    }
    return out.join('');
  },
};

/** Splits words into at most three balanced lines. */
function lines(text: string): string[] {
  const words = text.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words.length ? words : ['PRINTFRONT'];
  if (words.length === 2) return words;
  const result: string[] = [];
  const per = Math.ceil(words.length / 3);
  for (let i = 0; i < words.length; i += per) result.push(words.slice(i, i + per).join(' '));
  return result;
}

export const text: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u } = ctx;
    const rows = lines(ctx.text);
    const maxWidth = Math.min(w, u * 1.05) * 0.92;
    // Generic bold sans-serif capitals run up to ~0.84em wide (DejaVu); size each line to fill the width.
    const fitted = rows.map((row) => Math.min(maxWidth / (row.length * 0.84), u * 0.32));
    const gap = u * 0.05;
    const blockHeight = (s: readonly number[]) =>
      s.reduce((a, x) => a + x * 0.86, 0) + gap * (rows.length - 1) + u * 0.12;
    const shrink = Math.min(1, (h * 0.92) / blockHeight(fitted));
    const sizes = fitted.map((size) => size * shrink);
    const total = blockHeight(sizes);
    let y = (h - total) / 2;
    const out: string[] = [];
    rows.forEach((row, i) => {
      const size = sizes[i] ?? u * 0.2;
      y += size * 0.86;
      out.push(
        `<text x="${n(w / 2)}" y="${n(y)}" text-anchor="middle" font-family="sans-serif" font-weight="900" font-size="${n(size)}" fill="${ctx.ink(i % 2)}">${escapeXml(row)}</text>`,
      );
      y += gap;
    });
    const ruleY = y + u * 0.02;
    out.push(
      `<rect x="${n(w / 2 - maxWidth * 0.36)}" y="${n(ruleY)}" width="${n(maxWidth * 0.72)}" height="${n(u * 0.014)}" fill="${ctx.ink(2)}"/>`,
      `<polygon points="${points([
        [w / 2, ruleY + u * 0.035],
        [w / 2 + u * 0.014, ruleY + u * 0.06],
        [w / 2, ruleY + u * 0.085],
        [w / 2 - u * 0.014, ruleY + u * 0.06],
      ])}" fill="${ctx.ink(2)}"/>`,
    );
    return out.join('');
  },
};

export const halftone: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u } = ctx;
    const cx = w / 2;
    const cy = h / 2;
    const R = u * 0.44;
    const pitch = u * 0.036;
    const dots: string[] = [];
    for (let y = cy - R; y <= cy + R; y += pitch) {
      for (let x = cx - R; x <= cx + R; x += pitch) {
        if (Math.hypot(x - cx, y - cy) > R) continue;
        const t = (y - (cy - R)) / (2 * R);
        const r = pitch * 0.56 * (0.12 + 0.88 * t);
        dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`);
      }
    }
    return [
      `<circle cx="${n(cx)}" cy="${n(cy - R * 0.5)}" r="${n(R * 0.36)}" fill="${ctx.ink(1)}"/>`,
      `<g fill="${ctx.ink(0)}">${dots.join('')}</g>`,
    ].join('');
  },
};
