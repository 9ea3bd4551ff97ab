export { BANNER_CHOICES, bannerChoices } from './banners';
export {
  addProductsToCollection,
  type CollectionProduct,
  listCollectionProducts,
  PICKER_RESULTS,
  removeProductFromCollection,
  reorderCollectionProducts,
  searchProductsToAdd,
} from './collection-products';
export {
  addCollectionToMenu,
  type CollectionDetail,
  type CollectionRow,
  createCollection,
  deleteCollection,
  listCollections,
  readCollection,
  updateCollection,
} from './collections';
