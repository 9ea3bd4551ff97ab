const paths = {
  search:
    'M10.5 3a7.5 7.5 0 015.96 12.06l4.24 4.23-1.42 1.42-4.23-4.24A7.5 7.5 0 1110.5 3zm0 2a5.5 5.5 0 100 11 5.5 5.5 0 000-11z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.5h2c1-1.4 2.4-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z',
  bag: 'M7 7V6a5 5 0 0110 0v1h3l1 14H3L4 7h3zm2 0h6V6a3 3 0 00-6 0v1zM5.9 9l-.7 10h13.6l-.7-10H5.9z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5l5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5z',
  chevronRight: 'M9 5l7 7-7 7-1.4-1.4 5.6-5.6-5.6-5.6L9 5z',
  chevronLeft: 'M15 5l1.4 1.4-5.6 5.6 5.6 5.6L15 19l-7-7 7-7z',
} as const;

export type IconName = keyof typeof paths;

/** A small inline icon; decorative unless given a label. */
export function Icon({
  name,
  label,
  size = 24,
  outline = false,
}: {
  name: IconName;
  label?: string;
  size?: number;
  /** Drawn as an outline (e.g. an empty heart) rather than filled. */
  outline?: boolean;
}) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      fill={outline ? 'none' : 'currentColor'}
      stroke={outline ? 'currentColor' : undefined}
      strokeWidth={outline ? 2 : undefined}
      strokeLinejoin={outline ? 'round' : undefined}
    >
      <path d={paths[name]} />
    </svg>
  );
}
