import type { ReactNode } from 'react';
import { orderMoney } from '../../../../core/orders';

/** An order's status as the dashboard shows it: its name, coloured by its code. */
export function OrderStatusBadge({ status }: { status: { code: string; name: string } }) {
  return (
    <span className="order-status" data-status={status.code}>
      {status.name}
    </span>
  );
}

/** A table cell with an amount of money, aligned as numbers are. */
export function MoneyCell({ amount, currency }: { amount: number; currency: string }) {
  return <td className="number">{orderMoney(amount, currency)}</td>;
}

/** One figure of a description list (the sales summary, an order's facts and money). */
export function Figure({
  term,
  className,
  children,
}: {
  term: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
