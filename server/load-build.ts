import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

export function serverBuildPath(buildDir: string): string {
  return path.join(buildDir, 'server', 'index.js');
}

/** Loads the React Router server build made by `npm run build`. */
export function productionBuildLoader(buildDir: string): () => Promise<ServerBuild> {
  const file = serverBuildPath(buildDir);
  if (!existsSync(file)) {
    throw new Error(
      `The storefront build is missing (${file}). Run \`npm run build\`, or \`npm start\` which builds it.`,
    );
  }
  let build: Promise<ServerBuild> | null = null;
  return () => {
    build ??= import(pathToFileURL(file).href) as Promise<ServerBuild>;
    return build;
  };
}
