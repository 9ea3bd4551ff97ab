import type { Page } from 'playwright-core';

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a `setTimeout` queued when the item is picked up.
 * Chromium runs input before timers, so on a busy machine a key pressed right after the "Picked up" announcement
 * can arrive before the listener. A page timer with a later deadline runs after the sensor's, so once it fires
 * the sensor is listening.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 50))),
  );
}
