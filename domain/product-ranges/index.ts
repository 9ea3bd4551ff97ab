export { type PublishedProduct, type PublishedRange, publishRange } from './publish';
export { type RangeStatusView, rangeStatus } from './status';
export { ARTWORK_CONTENT_TYPES, ARTWORK_FORMATS_MESSAGE, artworkUpload, uploadArtwork } from './upload';
export { type RangeBaseProduct, type RangeColour, type RangeWizardView, rangeWizard } from './wizard';
