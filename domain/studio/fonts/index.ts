export { type Face, FontFiles, packageFilesDir } from './font-files';
export { isWoff, WoffError, woffToSfnt } from './woff';
