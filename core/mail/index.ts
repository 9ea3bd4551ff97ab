export { absoluteUrl, type BrandSource, mailBrand, mailThemeOf } from './brand';
export {
  DEFAULT_MAIL_COLOURS,
  escapeHtml,
  MAIL_CONTENT_WIDTH,
  type MailBlock,
  type MailBrand,
  type MailColours,
  type MailMessage,
  type RenderedMail,
  renderMail,
  renderMailBody,
  safeCss,
} from './layout';
