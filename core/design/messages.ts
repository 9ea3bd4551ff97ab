/** Every message of the design document, its operations and its preflight, as shown to shoppers. */
export const DESIGN_MESSAGES = Object.freeze({
  // schema
  notADesign: 'This is not a studio design',
  unknownVersion: 'This design was made by a newer version of the studio',
  unknownSide: 'Designs can only be printed on the front, back, left or right',
  notASide: 'A side needs a print area and a list of layers',
  notAPrintArea: 'A print area needs a width and a height in mm',
  notAFont: 'A text layer needs a font family, weight and style',
  notACurve: 'A curve needs a radius in mm',
  unknownLayerKind: 'A layer must be text or an image',
  notANumber: 'Must be a number',
  notText: 'Must be text',
  notABoolean: 'Must be true or false',
  layerId: 'Layer ids are lower-case letters, digits and hyphens',
  duplicateLayerId: 'Each layer needs its own id',
  notAColour: 'Please choose a colour',
  unknownFont: 'This font is not available',
  unavailableWeight: (family: string, weight: number) => `${family} is not available in weight ${weight}`,
  noItalic: (family: string) => `${family} has no italic`,
  imageSource: 'Images must come from your uploads',
  medium: 'The medium must be garment or paper',
  align: 'Text can be aligned left, center or right',
  fontStyle: 'The font style must be normal or italic',
  tooManyLayers: (max: number) => `A side can hold at most ${max} layers`,
  curveTooTight: (min: number) => `A curve needs a radius of at least ${min} mm`,
  // operations
  noSuchSide: (side: string) => `This product cannot be printed on the ${side}`,
  noSuchLayer: (id: string) => `There is no layer ${id}`,
  // preflight
  emptyDesign: 'Your design is empty: add some text or an image first',
  emptyText: 'This text layer has no text and will not print',
  lowResolution: (dpi: number, minimum: number) =>
    `This image will print at ${dpi} DPI, below the ${minimum} DPI a sharp print needs: make it smaller or upload a larger image`,
  outsidePrintArea: 'Part of this layer is outside the print area and will be cut off',
  entirelyOutside: 'This layer is outside the print area and will not print',
  invisible: 'This layer is fully transparent and will not print',
});
