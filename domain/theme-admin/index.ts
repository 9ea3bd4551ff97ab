export {
  applyTheme,
  checkThemePreview,
  type PreviewPage,
  readThemeAdmin,
  saveThemeOverrides,
  type ThemeAdminState,
  type ThemePreviewRequest,
} from './theme';
