// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PUBLISH_RUN_LIMIT_MS, PUBLISH_START_LIMIT_MS, publishView } from '../../src/content/publishing';

const NOW = Date.UTC(2026, 10, 25, 14, 40);
const min = 60_000;

describe('what the owner is told of publishing', () => {
  it('published: when the last publish went online', () => {
    expect(publishView({ publishedAt: NOW - min, readAt: NOW - 2 * min, requestedAt: NOW - 3 * min }, NOW)).toEqual({
      state: 'published',
      at: NOW - min,
    });
  });

  it('in progress: running, or asked for after what the last publish read; in a few seconds while its burst may go on', () => {
    expect(publishView({ running: true, startedAt: NOW - min, publishedAt: NOW - 9 * min }, NOW)).toEqual({
      state: 'publishing',
    });
    expect(publishView({ requestedAt: NOW - 10_000, readAt: NOW - 2 * min, publishedAt: NOW - 2 * min }, NOW)).toEqual({
      state: 'soon',
    });
    expect(publishView({ requestedAt: NOW - 70_000, readAt: NOW - 2 * min, publishedAt: NOW - 2 * min }, NOW)).toEqual({
      state: 'publishing',
    });
    // A save read by the publish that followed it is online.
    expect(publishView({ requestedAt: NOW - 2 * min, readAt: NOW - min, publishedAt: NOW - min / 2 }, NOW).state).toBe(
      'published',
    );
  });

  it('failed: the reason, until a later publish goes online or another is asked for', () => {
    expect(publishView({ publishedAt: NOW - 9 * min, failedAt: NOW - min, error: 'build-mismatch' }, NOW)).toEqual({
      state: 'failed',
      error: 'build-mismatch',
    });
    expect(publishView({ failedAt: NOW - 2 * min, error: 'hosting', publishedAt: NOW - min }, NOW).state).toBe('published');
    expect(publishView({ failedAt: NOW - 2 * min, error: 'hosting', requestedAt: NOW - min }, NOW).state).toBe('publishing');
    expect(publishView({ failedAt: NOW - min, error: 'not-a-reason' as never }, NOW)).toEqual({
      state: 'failed',
      error: 'unknown',
    });
  });

  it('a publish that runs or waits too long stopped', () => {
    expect(publishView({ running: true, startedAt: NOW - PUBLISH_RUN_LIMIT_MS - 1 }, NOW)).toEqual({
      state: 'failed',
      error: 'stalled',
    });
    expect(publishView({ requestedAt: NOW - PUBLISH_START_LIMIT_MS - 1, readAt: 0 }, NOW)).toEqual({
      state: 'failed',
      error: 'stalled',
    });
  });

  it('never: nothing recorded yet', () => {
    expect(publishView(null, NOW)).toEqual({ state: 'never' });
    expect(publishView({}, NOW)).toEqual({ state: 'never' });
  });
});
