export {
  type BaseProductColour,
  type BaseProductView,
  getBaseProduct,
  listBaseProducts,
  printAreasOf,
} from './base-products';
export { type DesignProductInput, insertDesignProduct } from './design-product';
export {
  designsForProducts,
  getDesign,
  getDesignRenderStatus,
  listPrintFiles,
  type PrintFileView,
  retryFailedRenders,
  type SaveDesignInput,
  type SavedDesignView,
  type SaveResult,
  saveDesign,
  saveDesignSchema,
} from './designs';
export { FontFiles, woffToSfnt } from './fonts';
export { STUDIO_MESSAGES, UPLOAD_FORMATS } from './messages';
export { failUnfinishedRenders, RENDER_GAVE_UP } from './render/give-up';
export type { RenderJobs } from './render/queue';
export { pendingDesignIds, type RenderDependencies, renderDesign } from './render/render-design';
export { type RenderFileView, type RenderStatusView, renderStatus, summarise } from './render-status';
export { createStudioRuntime, type StudioRuntime, type StudioRuntimeOptions } from './runtime';
export * from './tables';
export { sanitiseSvg, UnsafeSvgError } from './uploads/sanitise-svg';
export {
  type Cleaned,
  cleanRaster,
  cleanSvg,
  saveUpload,
  UPLOAD_LIMITS,
  type UploadView,
  uploadFormat,
  uploadView,
} from './uploads/save-upload';
