/** The dashboard Pages area's messages, in the voice of §5 (the §4/§8 page-model messages stay in domain/pages). */
export const PAGE_ADMIN_MESSAGES = {
  titleRequired: 'Please give the page a title',
  titleTooLong: 'The title must be 120 characters or fewer',
  pathEmpty: 'The address must contain at least one letter or number',
  pathTooLong: 'The address must be 200 characters or fewer',
  pathIsHome: 'The address / belongs to the homepage: choose another, then use “Set as homepage”',
  unknownTemplate: 'Please choose one of the templates',
  descriptionTooLong: 'The description must be 300 characters or fewer',
  ogImageUnknown: "Please choose an image from this store's files",
  loginStateUnknown: 'Please choose who may see the page',
  versionMissing: 'This form is out of date. Reload the page to see the changes.',
  confirmDelete: 'Please confirm that this page should be deleted',
  created: 'The page is created. Edit it on your store, or change its settings here.',
  saved: 'Your page settings are saved',
  duplicated: (url: string) => `The copy is at ${url}: it is unpublished until you publish it`,
  homepageSet: (previousUrl: string | null) =>
    previousUrl
      ? `This page is now your homepage. The previous homepage moved to ${previousUrl}`
      : 'This page is now your homepage',
  deleted: (title: string) => `“${title}” is deleted`,
  published: 'The page is published: shoppers can see it',
  unpublished: 'The page is unpublished: only you and your team can see it',
} as const;
