/**
 * Runs a callback once the pointer press in progress (if any) has ended and its click has fired.
 *
 * A field validates when it loses focus. When the focus leaves because a button was pressed, the
 * message that appears or disappears under the field moves the button before the pointer is
 * released; the press then ends on something else and the browser fires no click (a "Save" that
 * needs two clicks). Waiting for the release keeps the layout still during the press. A blur from
 * the keyboard (Tab) has no press in progress and validates at once.
 */

let isPressed = false;
let waiting: Array<() => void> = [];
let isListening = false;

function release() {
  isPressed = false;
  const callbacks = waiting;
  waiting = [];
  // After the click that follows pointerup in the same task.
  if (callbacks.length > 0) setTimeout(() => callbacks.forEach((callback) => callback()), 0);
}

/** Listens on the window (capture) so no component can stop the events on their way. */
export function listenForPointerPresses(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('pointerdown', () => (isPressed = true), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

export function afterPointerPress(callback: () => void): void {
  if (isPressed) waiting.push(callback);
  else callback();
}
