import { darken, lighten, mix } from './colour';
import type { MotifContext, MotifDefinition } from './motif-types';
import { skyGradient } from './motifs-landscape';
import { n, points } from './svg';

/** A four-pointed sparkle centred on x, y. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const t = r * 0.22;
  return `<polygon points="${points([
    [x, y - r],
    [x + t, y - t],
    [x + r, y],
    [x + t, y + t],
    [x, y + r],
    [x - t, y + t],
    [x - r, y],
    [x - t, y - t],
  ])}" fill="${fill}"/>`;
}

function starField(ctx: MotifContext, count: number, colour: string, maxY = ctx.h): string {
  const { rng, u } = ctx;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, ctx.w);
    const y = rng.range(0, maxY);
    if (rng.next() < 0.12) out.push(sparkle(x, y, u * rng.range(0.014, 0.03), colour));
    else
      out.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * rng.range(0.002, 0.007))}" fill="${colour}" opacity="${n(rng.range(0.45, 1))}"/>`,
      );
  }
  return out.join('');
}

export const moon: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u } = ctx;
    const cx = w * 0.56;
    const cy = h * 0.4;
    const r = u * 0.22;
    const mask = ctx.id('crescent');
    const glow = ctx.id('glow');
    const moonColour = ctx.c(1);
    const craters = [
      [-0.35, -0.25, 0.12],
      [-0.55, 0.25, 0.09],
      [-0.2, 0.5, 0.07],
    ]
      .map(
        ([dx = 0, dy = 0, cr = 0]) =>
          `<circle cx="${n(cx + dx * r)}" cy="${n(cy + dy * r)}" r="${n(cr * r)}" fill="${darken(moonColour, 0.12)}"/>`,
      )
      .join('');
    return [
      skyGradient(ctx, darken(ctx.c(0), 0.25), ctx.c(0)),
      starField(ctx, Math.round((w / u) * 60), lighten(ctx.c(2), 0.4)),
      `<defs><radialGradient id="${glow}"><stop offset="0.5" stop-color="${moonColour}" stop-opacity="0.35"/><stop offset="1" stop-color="${moonColour}" stop-opacity="0"/></radialGradient>`,
      `<mask id="${mask}"><rect width="${n(w)}" height="${n(h)}" fill="#fff"/><circle cx="${n(cx + r * 0.42)}" cy="${n(cy - r * 0.22)}" r="${n(r * 0.88)}" fill="#000"/></mask></defs>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.7)}" fill="url(#${glow})"/>`,
      `<g mask="url(#${mask})"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${moonColour}"/>${craters}</g>`,
      `<path d="M -10 ${n(h * 0.82)} C ${n(w * 0.25)} ${n(h * 0.72)}, ${n(w * 0.55)} ${n(h * 0.9)}, ${n(w + 10)} ${n(h * 0.76)} L ${n(w + 10)} ${n(h + 10)} L -10 ${n(h + 10)} Z" fill="${ctx.c(3)}"/>`,
      `<path d="M -10 ${n(h * 0.92)} C ${n(w * 0.35)} ${n(h * 0.84)}, ${n(w * 0.7)} ${n(h * 0.98)}, ${n(w + 10)} ${n(h * 0.88)} L ${n(w + 10)} ${n(h + 10)} L -10 ${n(h + 10)} Z" fill="${darken(ctx.c(3), 0.35)}"/>`,
    ].join('');
  },
};

export const planet: MotifDefinition = {
  style: 'scene',
  draw(ctx) {
    const { w, h, u } = ctx;
    const cx = w / 2;
    const cy = h / 2;
    const r = u * 0.22;
    const tilt = -18;
    const clip = ctx.id('planet');
    const front = ctx.id('ring-front');
    const shade = ctx.id('shade');
    const bands = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const y = cy - r + (i * 2 * r) / 6 + ctx.rng.range(-0.04, 0.04) * r;
        const colour = i % 2 === 0 ? ctx.c(1) : ctx.c(2 + (i % 3 === 0 ? 1 : 0));
        return `<rect x="${n(cx - r)}" y="${n(y)}" width="${n(2 * r)}" height="${n(r * 0.4)}" fill="${colour}"/>`;
      })
      .join('');
    const ring = (opacity: number) =>
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.85)}" ry="${n(r * 0.42)}" fill="none" stroke="${ctx.c(3)}" stroke-width="${n(r * 0.13)}" opacity="${opacity}"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.6)}" ry="${n(r * 0.34)}" fill="none" stroke="${lighten(ctx.c(3), 0.4)}" stroke-width="${n(r * 0.05)}" opacity="${opacity}"/>`;
    return [
      `<rect width="${n(w)}" height="${n(h)}" fill="${ctx.c(0)}"/>`,
      starField(ctx, Math.round((w / u) * 50), lighten(ctx.c(2), 0.5)),
      '<defs>',
      `<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`,
      `<clipPath id="${front}"><rect x="${n(cx - 2 * r)}" y="${n(cy)}" width="${n(4 * r)}" height="${n(r)}"/></clipPath>`,
      `<radialGradient id="${shade}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
      '</defs>',
      `<g transform="rotate(${tilt} ${n(cx)} ${n(cy)})">`,
      ring(0.9),
      `<g clip-path="url(#${clip})">${bands}</g>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${shade})"/>`,
      `<g clip-path="url(#${front})">${ring(1)}</g>`,
      '</g>',
      `<circle cx="${n(cx + r * 1.7)}" cy="${n(cy - r * 1.25)}" r="${n(r * 0.16)}" fill="${lighten(ctx.c(2), 0.3)}"/>`,
      `<circle cx="${n(cx + r * 1.7)}" cy="${n(cy - r * 1.25)}" r="${n(r * 0.16)}" fill="url(#${shade})"/>`,
    ].join('');
  },
};

export const constellation: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u, rng } = ctx;
    const cx = w / 2;
    const cy = h / 2;
    const R = u * 0.46;
    const ink = ctx.ink(0);
    const accent = ctx.ink(1);
    const stars: [number, number][] = [];
    const count = rng.int(6, 8);
    for (let i = 0; i < count; i++) {
      const angle = (i / count) * Math.PI * 1.6 + rng.range(-0.3, 0.3) - 2.2;
      const dist = R * rng.range(0.25, 0.72);
      stars.push([cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist]);
    }
    const ticks: string[] = [];
    for (let i = 0; i < 72; i++) {
      const a = (i / 72) * Math.PI * 2;
      const inner = R * (i % 6 === 0 ? 0.9 : 0.94);
      ticks.push(
        `M ${n(cx + Math.cos(a) * inner)} ${n(cy + Math.sin(a) * inner)} L ${n(cx + Math.cos(a) * R * 0.97)} ${n(cy + Math.sin(a) * R * 0.97)}`,
      );
    }
    const dust: string[] = [];
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = R * Math.sqrt(rng.next()) * 0.85;
      dust.push(
        `<circle cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" r="${n(u * rng.range(0.004, 0.009))}" fill="${ink}" opacity="0.7"/>`,
      );
    }
    return [
      ctx.mode === 'full' ? starField(ctx, Math.round((w / u) * 40), mix(ink, ctx.c(0), 0.4)) : '',
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="${ink}" stroke-width="${n(u * 0.014)}"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.86)}" fill="none" stroke="${ink}" stroke-width="${n(u * 0.006)}" stroke-dasharray="${n(u * 0.012)} ${n(u * 0.012)}"/>`,
      `<path d="${ticks.join(' ')}" stroke="${ink}" stroke-width="${n(u * 0.007)}"/>`,
      dust.join(''),
      `<polyline points="${points(stars)}" fill="none" stroke="${accent}" stroke-width="${n(u * 0.011)}" stroke-linejoin="round"/>`,
      stars.map(([x, y], i) => sparkle(x, y, u * (i % 3 === 0 ? 0.06 : 0.04), ink)).join(''),
    ].join('');
  },
};

export const skateboard: MotifDefinition = {
  style: 'graphic',
  draw(ctx) {
    const { w, h, u } = ctx;
    const L = u * 0.8;
    const W = u * 0.24;
    const deck = ctx.ink(0);
    const clip = ctx.id('deck');
    const outline = `M ${n(-L / 2 + W / 2)} ${n(-W / 2)} L ${n(L / 2 - W / 2)} ${n(-W / 2)} A ${n(W / 2)} ${n(W / 2)} 0 0 1 ${n(L / 2 - W / 2)} ${n(W / 2)} L ${n(-L / 2 + W / 2)} ${n(W / 2)} A ${n(W / 2)} ${n(W / 2)} 0 0 1 ${n(-L / 2 + W / 2)} ${n(-W / 2)} Z`;
    const stripes = [1, 2, 3]
      .map(
        (i) =>
          `<rect x="${n(-L * 0.22 + i * L * 0.09)}" y="${n(-W)}" width="${n(L * 0.05)}" height="${n(2 * W)}" fill="${ctx.ink(i)}" transform="skewX(-25)"/>`,
      )
      .join('');
    const truck = (x: number) => {
      const wheel = lighten(ctx.ink(2), 0.15);
      return [
        `<rect x="${n(x - W * 0.16)}" y="${n(-W * 0.62)}" width="${n(W * 0.32)}" height="${n(W * 1.24)}" rx="${n(W * 0.05)}" fill="#9aa0a6"/>`,
        `<rect x="${n(x - W * 0.24)}" y="${n(-W * 0.22)}" width="${n(W * 0.48)}" height="${n(W * 0.44)}" rx="${n(W * 0.06)}" fill="#6b7176"/>`,
        ...[-1, 1].map(
          (s) =>
            `<rect x="${n(x - W * 0.15)}" y="${n(s * W * 0.62 - (s < 0 ? W * 0.3 : 0))}" width="${n(W * 0.3)}" height="${n(W * 0.3)}" rx="${n(W * 0.08)}" fill="${wheel}" stroke="${darken(wheel, 0.25)}" stroke-width="${n(u * 0.004)}"/>`,
        ),
      ].join('');
    };
    const speed = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${n(-L * 0.86 + i * L * 0.05)}" y="${n(-W * 0.5 + i * W * 0.5 - u * 0.007)}" width="${n(L * (0.3 - i * 0.05))}" height="${n(u * 0.014)}" rx="${n(u * 0.007)}" fill="${ctx.ink(1)}" opacity="0.8"/>`,
      )
      .join('');
    return [
      `<defs><clipPath id="${clip}"><path d="${outline}"/></clipPath></defs>`,
      `<g transform="translate(${n(w / 2)} ${n(h / 2)}) rotate(-32)">`,
      speed,
      truck(-L * 0.32),
      truck(L * 0.32),
      `<path d="${outline}" fill="${deck}"/>`,
      `<g clip-path="url(#${clip})">${stripes}</g>`,
      `<path d="${outline}" fill="none" stroke="${darken(deck, 0.3)}" stroke-width="${n(u * 0.008)}"/>`,
      ...[-1, 1].map((s) =>
        [-1, 1]
          .map(
            (t) =>
              `<circle cx="${n(s * L * 0.32 + t * W * 0.08)}" cy="${n(t * W * 0.12)}" r="${n(u * 0.008)}" fill="${darken(deck, 0.4)}"/>`,
          )
          .join(''),
      ),
      '</g>',
    ].join('');
  },
};
