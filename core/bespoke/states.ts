/** A mockup's state (mockup_approvals.state), and how pages name it. Import-free: the shopper's page uses it. */
export type MockupState = 'pending' | 'approved' | 'changes_requested' | 'superseded';

export const MOCKUP_STATE_NAMES: Readonly<Record<MockupState, string>> = {
  pending: 'Waiting for the shopper',
  approved: 'Approved',
  changes_requested: 'Changes requested',
  superseded: 'Replaced by a newer mockup',
};
