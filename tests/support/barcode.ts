import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import {
  decodePDFRawStream,
  type PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  PDFRawStream,
} from 'pdf-lib';
import sharp from 'sharp';

/** Tests only: reads a PDF's barcodes back, the way a scanner at the pick station would. */

interface RawImage {
  width: number;
  height: number;
  channels: 1 | 3;
  data: Uint8Array;
}

/** Every 8-bit grey or RGB image XObject of the PDF (the label barcodes), decoded to raw pixels. */
export async function pdfImages(pdf: Uint8Array): Promise<RawImage[]> {
  const doc = await PDFDocument.load(pdf);
  const images: RawImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict: PDFDict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const number = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber | undefined)?.asNumber() ?? 0;
    const space = dict.get(PDFName.of('ColorSpace'));
    const channels = space === PDFName.of('DeviceGray') ? 1 : space === PDFName.of('DeviceRGB') ? 3 : 0;
    if (!channels || number('BitsPerComponent') !== 8) continue;
    images.push({
      width: number('Width'),
      height: number('Height'),
      channels,
      data: decodePDFRawStream(object).decode(),
    });
  }
  return images;
}

/** Decodes one image's Code 128 barcode: grey pixels by sharp, the reading by @zxing/library. */
export async function decodeCode128(image: RawImage): Promise<string> {
  const { data, info } = await sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .extend({ top: 20, bottom: 20, left: 40, right: 40, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

/** Every barcode of a label PDF, in page order of their images. */
export async function pdfBarcodes(pdf: Uint8Array): Promise<string[]> {
  return Promise.all((await pdfImages(pdf)).map(decodeCode128));
}
