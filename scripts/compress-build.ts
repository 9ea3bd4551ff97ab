import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside every compressible client asset, so the server sends them precompressed. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map|woff)$/;

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export function compressBuild(clientDir: string): number {
  let count = 0;
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const clientDir = path.resolve(process.argv[2] ?? 'build/client');
  process.stdout.write(`Precompressed ${compressBuild(clientDir)} client assets.\n`);
}
