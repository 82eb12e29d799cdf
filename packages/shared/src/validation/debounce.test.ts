import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VALIDATION_DEBOUNCE_MS, debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 5 ms for schema validation (SPEC section 5)', () => {
    expect(SCHEMA_VALIDATION_DEBOUNCE_MS).toBe(5);
  });

  it('runs once, 5 ms after the last call, with the last arguments', () => {
    const spy = vi.fn();
    const debounced = debounce(spy, 5);
    debounced('a');
    vi.advanceTimersByTime(3);
    debounced('b');
    vi.advanceTimersByTime(4);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('b');
  });

  it('does not run at 4 ms', () => {
    const spy = vi.fn();
    debounce(spy, 5)();
    vi.advanceTimersByTime(4);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('cancels and flushes', () => {
    const spy = vi.fn();
    const debounced = debounce(spy, 5);
    debounced(1);
    expect(debounced.isPending()).toBe(true);
    debounced.cancel();
    expect(debounced.isPending()).toBe(false);
    vi.advanceTimersByTime(10);
    expect(spy).not.toHaveBeenCalled();

    debounced(2);
    debounced.flush();
    expect(spy).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(10);
    expect(spy).toHaveBeenCalledTimes(1);
    debounced.flush();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
