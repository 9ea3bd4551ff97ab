export { type BulkResult, bulkUpdateProducts } from './bulk';
export { type SavedColours, saveColours } from './colours';
export {
  loadProductEditor,
  type ProductEditorView,
  type SavedProduct,
  saveProduct,
} from './editor';
export {
  type AddedImage,
  addProductImage,
  deleteProductImage,
  PRODUCT_IMAGE_MAX_BYTES,
  setProductImageFocus,
} from './images';
export { listDashboardProducts, type ProductListPage, type ProductListRow } from './list';
export { renamedProductUrl } from './redirects';
