export {
  answerMockup,
  BESPOKE_PERMISSION,
  type FlowMoveChoice,
  type FlowOrderSummary,
  listFlowOrders,
  loadShopperMockupPage,
  loadStaffMockupPage,
  type MockupRecord,
  mockupApprovalEmail,
  mockupPath,
  moveOrderOn,
  type ShopperMockupPage,
  type StaffMockupPage,
  uploadMockup,
} from './mockups';
export * from './tables';
