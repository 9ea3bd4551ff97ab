import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * State for a controlled select whose choice other fields depend on, starting from what the field holds
 * when the page hydrates: a choice made on the server's HTML before the scripts arrived stays chosen
 * instead of being reset to `initial`.
 */
export function useFieldState(
  initial: string,
): [string, (next: string) => void, RefObject<HTMLSelectElement | null>] {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const held = ref.current?.value;
    if (held !== undefined && held !== '') setValue(held);
  }, []);
  return [value, setValue, ref];
}
