import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { addImage, addText, createDesign, type DesignDocument, rotateLayer } from '../core/design';
import { LocalMediaStorage, type MediaStorage } from '../domain/storage';
import { FontFiles } from '../domain/studio/fonts';
import { renderPrintFile } from '../domain/studio/render/print-file';
import { ROOT } from '../tests/support/server-process';
import { median } from './support/stats';

/**
 * The studio's print file: an A3 side (297 x 420 mm) rendered at 300 DPI (3508 x 4961 px) from the design's
 * SVG by resvg and encoded as a PNG with its resolution, the way the render job does it. The design is a
 * busy one: a full-width 4000 x 2800 px photo, a rotated heading, body text and curved text in three faces.
 * Budget (issue 7): under 2 s. Runs in-process, no server or database; median of RUNS after one warm-up.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS = 2000;

const PHOTO = '/images/studio/uploads/1/0123456789abcdef0123456789abcdef.jpg';

/** A 4000 x 2800 px JPEG, stored as store 1's upload. */
async function storePhoto(media: MediaStorage): Promise<void> {
  const width = 4000;
  const height = 2800;
  const stripes = Array.from(
    { length: 40 },
    (_, i) => `<rect x="${i * 100}" width="60" height="${height}" fill="hsl(${i * 9} 70% 55%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#123"/>${stripes}<circle cx="2000" cy="1400" r="1100" fill="#ffd23f" fill-opacity="0.8"/></svg>`;
  await media.put(
    PHOTO.replace('/images/', ''),
    await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
  );
}

function design(): DesignDocument {
  let document = createDesign({ medium: 'garment', printAreas: { front: { widthMm: 297, heightMm: 420 } } });
  document = addImage(document, 'front', {
    src: PHOTO,
    pixelWidth: 4000,
    pixelHeight: 2800,
    x: 0,
    y: 120,
    width: 297,
    height: 207.9,
  });
  document = addText(document, 'front', {
    text: 'PRINT FRONT',
    font: { family: 'Bebas Neue', weight: 400, style: 'normal' },
    fontSize: 60,
    y: 10,
    height: 80,
    colour: '#c0392b',
  });
  document = rotateLayer(document, 'front', 'layer-2', -4);
  document = addText(document, 'front', {
    text: 'Organic cotton, printed to order\nin a renewable-energy factory\nand made to be sent back',
    font: { family: 'Merriweather', weight: 400, style: 'italic' },
    fontSize: 12,
    y: 340,
    height: 50,
  });
  return addText(document, 'front', {
    text: 'Designed in the Printfront studio',
    font: { family: 'Montserrat', weight: 700, style: 'normal' },
    curve: { radius: 140 },
    fontSize: 14,
    y: 90,
    height: 30,
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'printfront-bench-studio-'));
try {
  const deps = {
    fonts: new FontFiles(path.join(dataDir, 'fonts')),
    media: new LocalMediaStorage(path.join(dataDir, 'media')),
    storeId: 1,
  };
  await storePhoto(deps.media);
  const document = design();
  const warm = await renderPrintFile(document, 'front', deps);
  const metadata = await sharp(warm.png).metadata();
  if (warm.width !== 3508 || warm.height !== 4961 || metadata.density !== 300) {
    throw new Error(`unexpected print file: ${warm.width} x ${warm.height} at ${metadata.density} DPI`);
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await renderPrintFile(document, 'front', deps);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const result = {
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    widthPx: warm.width,
    heightPx: warm.height,
    dpi: metadata.density,
    pngKb: Math.round(warm.png.length / 1024),
    medianMs: Math.round(median(times)),
    minMs: Math.round(Math.min(...times)),
    maxMs: Math.round(Math.max(...times)),
    /** CPU time of the whole process (all threads) per render: what it costs whatever else the machine runs. */
    medianCpuMs: Math.round(median(cpuTimes)),
    loadAverage: os.loadavg()[0] ?? 0,
    budgetMs: BUDGET_MS,
  };
  process.stdout.write(
    `\nA3 print file, ${result.widthPx} x ${result.heightPx} px at ${result.dpi} DPI, ${result.pngKb} KB PNG, ${RUNS} runs:\n` +
      `median ${result.medianMs} ms, min ${result.minMs} ms, max ${result.maxMs} ms (budget ${BUDGET_MS} ms); ` +
      `CPU ${result.medianCpuMs} ms per render; load average ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores\n`,
  );
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/studio-print.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (result.medianMs > BUDGET_MS) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
