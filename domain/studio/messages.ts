import { fileExtensions } from '../../core/validation/messages';

export const UPLOAD_FORMATS = ['png', 'jpg', 'webp', 'svg'] as const;
export const MAX_UPLOAD_MEGABYTES = 15;
export const MAX_UPLOAD_MEGAPIXELS = 50;

/** The studio's server messages, as shoppers see them. */
export const STUDIO_MESSAGES = Object.freeze({
  uploadFormats: fileExtensions(UPLOAD_FORMATS),
  uploadEmpty: 'Please choose a file to upload',
  uploadTooLarge: `The file must be ${MAX_UPLOAD_MEGABYTES} MB or smaller`,
  uploadTooManyPixels: `This image is too large: it may have at most ${MAX_UPLOAD_MEGAPIXELS} million pixels`,
  uploadUnreadable: 'This file could not be read as an image',
  uploadWrongType: (format: string) => `This file is not a ${format.toUpperCase()} image`,
  svgUnsafe: 'This SVG file cannot be used: please export it again as a plain SVG, PNG or JPG',
  imageNotUploaded: 'This image is not one of your uploads: please upload it again',
  baseProductNotFound: 'This product cannot be designed in the studio',
  colourNotOffered: 'Please choose one of the colours this product comes in',
  sideNotPrintable: (side: string) => `This product cannot be printed on the ${side}`,
  designNotFound: 'We were unable to find this design',
});
