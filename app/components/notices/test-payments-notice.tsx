/** Shown on every page while the built-in test processor takes this deployment's payments. */
export const TEST_PAYMENTS_NOTICE =
  'Test payments: this shop takes pretend payments only. No card is charged.';

export function TestPaymentsNotice() {
  return (
    <p className="test-payments-notice" role="note" data-test-payments>
      {TEST_PAYMENTS_NOTICE}
    </p>
  );
}
