import type { CancelLabelInput, PrintLabelsInput, ScanInput, ShipInput } from '../../../core/factory';
import {
  cancelLabel,
  factoryQueue,
  logPretreat,
  orderLabels,
  printLabels,
  scanPick,
  shipOrder,
} from '../../../domain/factory';
import { attempt } from '../outcome';
import type { StoreBinding } from '../store-binding';

/** The operator back office's factory services (platform host, staff only). */
export function atlasFactoryServices(bound: StoreBinding) {
  return {
    queue: () => attempt(() => factoryQueue(bound.context())),
    orderLabels: (orderId: number) => attempt(() => orderLabels(bound.context(), orderId)),
    print: (input: PrintLabelsInput) => attempt(() => printLabels(bound.context(), input)),
    scan: (input: ScanInput) => attempt(() => scanPick(bound.context(), input)),
    pretreat: (input: ScanInput) => attempt(() => logPretreat(bound.context(), input)),
    cancel: (labelId: number, input: CancelLabelInput) =>
      attempt(() => cancelLabel(bound.context(), labelId, input)),
    ship: (input: ShipInput) => attempt(() => shipOrder(bound.context(), input)),
  };
}
