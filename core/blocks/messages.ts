/** Page-model errors of spec §8 that belong to blocks, word for word. */
export const BLOCK_ERRORS = {
  typeConflict: 'Tried to register block type that conflicts with another',
  noType: 'Unable to make block, no type was defined',
  noBuilder: 'Tried to make type but no builder was defined',
  factoryNoSource: 'Factory has no source',
  invalidConditions: 'Invalid block conditions',
} as const;

/** Validation messages of block properties (our wording where the spec gives none). */
export const BLOCK_MESSAGES = {
  notAnObject: 'Must be an object',
  notText: 'Must be text',
  notANumber: 'Must be a number',
  notAWholeNumber: 'Must be a whole number',
  notABoolean: 'Must be true or false',
  notAList: 'Must be a list',
  tooManyItems: (max: number) => `Must contain no more than ${max} items`,
  oneOf: (values: readonly (string | number)[]) => `Must be one of: ${values.join(', ')}`,
  linkNotAllowed: 'This link is not allowed',
  frameSourceNotAllowed: 'Embedded pages must use an https or http address',
  cssLength: 'Must be a CSS length such as 400px',
  fontName: 'Must be a font name',
  ratio: 'Must be a positive number or one of: wide, short, 4:3, square, tall',
  fontScale: 'Font scale must be above 0 and at most 1',
  titleSize: 'Title size must be a whole number from 0 to 4',
  buttonStyles: 'Button styles may only set textColor, backgroundColor, borderColor, borderRadius and fill',
  iconPosition: 'Icon position must be left or right',
  conditionName: 'Condition names may only contain letters, numbers, dashes and underscores',
  asyncPath: 'Must be a path on this site, starting with /',
  youtubeVideo: 'Must be a YouTube video address or id',
  unknownFactorySource: 'Must be one of: products, collections, blogPosts, instagramPosts, uploadedImages',
  blockUidRequired: 'Every block needs a uid',
  blockUidDuplicate: 'Block uid is used more than once on this page',
  blockSize: 'Size must be a number of columns from 1 to 12',
  tooDeep: (max: number) => `Blocks may be nested at most ${max} deep`,
  tooManyBlocks: (max: number) => `A page may hold at most ${max} blocks`,
} as const;
