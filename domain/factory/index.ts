export {
  cancelLabel,
  FACTORY_PERMISSION,
  factoryQueue,
  type LabelView,
  logPretreat,
  type OrderLabels,
  orderLabels,
  type PrintedLabels,
  printLabels,
  type QueueOrder,
  type ScanResult,
  scanPick,
  shipOrder,
} from './labels';
export { type BarcodeRaster, barcodeRaster, LABEL_PAGE, type LabelPrint, labelsPdf } from './pdf';
export * from './tables';
