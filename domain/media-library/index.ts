export {
  deleteLibraryFile,
  findLibraryFile,
  type LibraryFile,
  type LibraryPage,
  listLibrary,
  setFileAltText,
  thumbnailOf,
  type UploadInput,
  uploadLibraryFile,
} from './library';
export { type FileUse, referenceKey, whereUsed } from './where-used';
