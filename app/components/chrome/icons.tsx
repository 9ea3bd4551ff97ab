const paths = {
  search:
    'M10.5 3a7.5 7.5 0 015.96 12.06l4.24 4.23-1.42 1.42-4.23-4.24A7.5 7.5 0 1110.5 3zm0 2a5.5 5.5 0 100 11 5.5 5.5 0 000-11z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.5h2c1-1.4 2.4-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z',
  bag: 'M7 7V6a5 5 0 0110 0v1h3l1 14H3L4 7h3zm2 0h6V6a3 3 0 00-6 0v1zM5.9 9l-.7 10h13.6l-.7-10H5.9z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  leaf: 'M20 3c-9 0-15 4-15 11 0 1.6.4 3 1 4.2L4 20.3 5.4 21.7l2.2-2.2A7 7 0 0011 20c7 0 9-7 9-17zm-9 15c-.9 0-1.7-.2-2.4-.5L15 11l-1.4-1.4-6.6 6.6A5 5 0 017 14c0-4.6 3.6-8.3 11-9-.4 7.5-2.6 13-7 13z',
  returns: 'M12 4a8 8 0 11-7.7 10h2.1A6 6 0 1012 6H9.5l2.2 2.2-1.4 1.4L5.7 5l4.6-4.6 1.4 1.4L9.5 4H12z',
  recycle:
    'M12 2l4 4-1.4 1.4L13 5.8V10h-2V5.8L9.4 7.4 8 6l4-4zM4.3 13.5l1.5-5.4 1.9.5-.6 2.2 3.6-2.1 1 1.7-3.6 2.1 2.2.6-.5 1.9-5.5-1.5zm15.4 0l-5.5 1.5-.5-1.9 2.2-.6-3.6-2.1 1-1.7 3.6 2.1-.6-2.2 1.9-.5 1.5 5.4zM7 17h10v2H7v-2zm-2 3h14v2H5v-2z',
  person:
    'M12 12a5 5 0 110-10 5 5 0 010 10zm0-2a3 3 0 100-6 3 3 0 000 6zm-9 12a9 9 0 0118 0h-2a7 7 0 00-14 0H3z',
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
