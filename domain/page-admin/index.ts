export {
  type AdminPage,
  type AdminPageSummary,
  listAdminPages,
  OG_IMAGE_CHOICES,
  ogImageChoices,
  pageTemplateChoices,
  readAdminPage,
} from './listing';
export {
  createStorePage,
  deleteStorePage,
  duplicateStorePage,
  savePageSettings,
  setHomepage,
  setPagePublished,
} from './writes';
