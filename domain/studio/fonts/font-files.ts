import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_FONT_FAMILY, type FontStyle, findFont, hasFace } from '../../../core/fonts';
import { woffToSfnt } from './woff';

/** The character subsets rendered: latin, and latin-ext for accented letters beyond it. */
const SUBSETS = ['latin', 'latin-ext'] as const;

export interface Face {
  family: string;
  weight: number;
  style: FontStyle;
}

const require = createRequire(import.meta.url);

/** The folder of an @fontsource package's font files. */
export function packageFilesDir(packageName: string): string {
  return path.join(path.dirname(require.resolve(`${packageName}/package.json`)), 'files');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * TTF files for the print renderer (resvg reads only TTF/OTF), made once from the WOFF files @fontsource
 * ships beside the browser's WOFF2 (see woff.ts) and kept in `cacheDir`. Nothing is downloaded.
 */
export class FontFiles {
  private readonly made = new Map<string, Promise<string | null>>();

  constructor(private readonly cacheDir: string) {}

  /** The TTF files of these faces and of the default face (resvg's fallback), each subset; unknown faces are skipped. */
  async filesFor(faces: readonly Face[]): Promise<string[]> {
    const wanted: Face[] = [{ family: DEFAULT_FONT_FAMILY, weight: 400, style: 'normal' }, ...faces];
    const files = await Promise.all(
      wanted.flatMap((face) => SUBSETS.map((subset) => this.fileFor(face, subset))),
    );
    return [...new Set(files.filter((file): file is string => file !== null))];
  }

  private fileFor(face: Face, subset: (typeof SUBSETS)[number]): Promise<string | null> {
    const font = findFont(face.family);
    if (!font || !hasFace(font, face.weight, face.style)) return Promise.resolve(null);
    const slug = font.package.replace('@fontsource/', '');
    const name = `${slug}-${subset}-${face.weight}-${face.style}`;
    let pending = this.made.get(name);
    if (!pending) {
      pending = this.convert(font.package, name).catch((error: unknown) => {
        this.made.delete(name);
        throw error;
      });
      this.made.set(name, pending);
    }
    return pending;
  }

  private async convert(packageName: string, name: string): Promise<string | null> {
    const target = path.join(this.cacheDir, `${name}.ttf`);
    if (await exists(target)) return target;
    const source = path.join(packageFilesDir(packageName), `${name}.woff`);
    if (!(await exists(source))) return null;
    await mkdir(this.cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, woffToSfnt(await readFile(source)));
    await rename(temporary, target);
    return target;
  }
}
