import { useEffect, useState } from 'react';

interface Props {
  /** ISO launch time. */
  launchAt: string;
  /** The server's clock when the page was made: the first render matches it, so hydration agrees. */
  serverNow: number;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function remainingUntil(launch: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((launch - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '30 October 2026, 14:00' in UTC, the same on the server and in every browser (no locale data). */
export function formatUtc(at: number): string {
  const date = new Date(at);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** A live countdown to the launch, ticking every second once hydrated. */
export function Countdown({ launchAt, serverNow }: Props) {
  const launch = Date.parse(launchAt);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (Number.isNaN(launch)) return null;
  const left = remainingUntil(launch, now);
  const launchText = formatUtc(launch);
  if (left.done) {
    return (
      <p className="countdown-done" role="status">
        We are live! <a href="/">Visit the store</a>
      </p>
    );
  }
  const units: [string, number][] = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ];
  return (
    <div className="countdown">
      <ol className="countdown-units" aria-hidden="true" data-testid="countdown">
        {units.map(([unit, value]) => (
          <li key={unit}>
            <span className="countdown-value">{unit === 'days' ? value : pad(value)}</span>
            <span className="countdown-unit">{unit}</span>
          </li>
        ))}
      </ol>
      <p className="countdown-when">
        Opening <time dateTime={new Date(launch).toISOString()}>{launchText} UTC</time>
      </p>
    </div>
  );
}
