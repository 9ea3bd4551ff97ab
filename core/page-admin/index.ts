export { PAGE_ADMIN_MESSAGES } from './messages';
export { copyPath, pagePathFrom, previousHomePath } from './naming';
export {
  deletePageSchema,
  type NewPageInput,
  newPageSchema,
  PAGE_ADMIN_LIMITS,
  PAGE_AUDIENCE_LABELS,
  PAGE_AUDIENCES,
  type PageActionInput,
  type PageSettingsInput,
  pageActionSchema,
  pageSettingsSchema,
  publishPageSchema,
} from './schemas';
export { PAGE_TEMPLATES, type PageTemplate, pageTemplate } from './templates';
