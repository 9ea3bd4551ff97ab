/**
 * Labels the page editor's property panel shows where the property name alone would read badly; every other
 * label comes from the name ("buttonText" → "Button text", see labelOf in fields.ts).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  href: 'Link',
  src: 'Image',
  alt: 'Alternative text',
  copy: 'Text',
  html: 'HTML',
  xs: 'Columns on phones',
  md: 'Columns on tablets',
  lg: 'Columns on desktops',
  asyncItems: 'Items address',
  asyncData: 'Data address',
  factory: 'Items from',
  videoThumbnail: 'Video thumbnail',
  minHeight: 'Minimum height',
  overlayColors: 'Overlay colours',
  titleColor: 'Title colour',
  copyColor: 'Text colour',
  titleBackgroundColor: 'Title background colour',
  copyBackgroundColor: 'Text background colour',
  backgroundColor: 'Background colour',
  textColor: 'Text colour',
  borderColor: 'Border colour',
  iconColor: 'Icon colour',
  color: 'Colour',
  colour: 'Colour',
  contactEmail: 'Contact email',
  url: 'Address',
  conditions: 'Who sees this block',
});

/** Labels for one block type's property, where the same name means something else there (type.path). */
export const TYPE_FIELD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  'text.text': 'Text',
  'youtube.video': 'YouTube video',
  'iframe.src': 'Address',
  'action.action': 'Action',
});
