import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '../config/env';
import { ChunkLoadError, loadChunk, reloadOnce } from './chunk-reload';

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('marks a failed import as a ChunkLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});

describe('reloadOnce', () => {
  it('loads the target address, then refuses to loop on the same address for a minute', () => {
    const assign = vi.fn();
    const storage = window.sessionStorage;
    expect(reloadOnce('/admin/outbox?page=2', { storage, assign, now: 1_000 })).toBe(true);
    expect(assign).toHaveBeenCalledWith('/admin/outbox?page=2');
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? '{}')).toEqual({
      target: '/admin/outbox?page=2',
      at: 1_000,
    });

    expect(reloadOnce('/admin/outbox?page=2', { storage, assign, now: 30_000 })).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);

    expect(reloadOnce('/admin/outbox?page=2', { storage, assign, now: 61_001 })).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('reloads for another address even right after a reload', () => {
    const assign = vi.fn();
    reloadOnce('/app', { assign, now: 1 });
    expect(reloadOnce('/app/profile', { assign, now: 2 })).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('/app/profile');
  });

  it('ignores a corrupt mark', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '{not json');
    const assign = vi.fn();
    expect(reloadOnce('/app', { assign })).toBe(true);
  });
});
