export { type BulkResult, bulkUpdateProducts } from './bulk';
export {
  loadProductEditor,
  type ProductEditorView,
  type SavedProduct,
  saveProduct,
} from './editor';
export { type AddedImage, addProductImage, PRODUCT_IMAGE_MAX_BYTES } from './images';
export { listDashboardProducts, type ProductListPage, type ProductListRow } from './list';
export { renamedProductUrl } from './redirects';
