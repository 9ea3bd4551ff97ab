import { useEffect, useRef, useState } from 'react';
import { BASKET_MESSAGES } from '../../../core/basket/rules';
import { TIMINGS } from '../../../core/constants/timings';

/**
 * §4: 'Discount applied due to improved exchange rates', shown once per visit of the basket page, 500 ms
 * after it applies, for 10 s. `applies` comes from core/basket showsExchangeRateMessage.
 */
export function ExchangeRateNotice({ applies }: { applies: boolean }) {
  const [visible, setVisible] = useState(false);
  const shown = useRef(false);
  useEffect(() => {
    if (!applies || shown.current) return;
    const timer = setTimeout(() => {
      shown.current = true;
      setVisible(true);
    }, TIMINGS.exchangeMessageDelayMs);
    return () => clearTimeout(timer);
  }, [applies]);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), TIMINGS.exchangeMessageDurationMs);
    return () => clearTimeout(timer);
  }, [visible]);
  const showing = visible && applies;
  return (
    <p className="exchange-notice" role="status" data-visible={showing ? 'true' : 'false'}>
      {showing ? BASKET_MESSAGES.discountExchangeRates : null}
    </p>
  );
}
