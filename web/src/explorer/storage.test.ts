import { beforeEach, describe, expect, it } from 'vitest';
import { explorerStorage, withoutHeaders } from './storage';

const TOKEN = 'uc_pat_abcdefghijklmnopqrstuvwxyz0123456789';

describe('the explorer storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('never writes a header (a token) of a history entry', () => {
    const storage = explorerStorage(sessionStorage);
    const history = { queries: [{ query: '{ me { username } }', variables: '{}', headers: `{"Authorization": "Bearer ${TOKEN}"}` }] };
    storage.setItem('graphiql:queries', JSON.stringify(history));
    const stored = sessionStorage.getItem('graphiql:queries') ?? '';
    expect(stored).not.toContain(TOKEN);
    expect(JSON.parse(stored)).toEqual({ queries: [{ query: '{ me { username } }', variables: '{}' }] });
  });

  it('keeps everything else as written, in the tab only', () => {
    const storage = explorerStorage(sessionStorage);
    storage.setItem('graphiql:query', '{ bulletins { title } }');
    expect(storage.getItem('graphiql:query')).toBe('{ bulletins { title } }');
    expect(localStorage.getItem('graphiql:query')).toBeNull();
    sessionStorage.setItem('other', 'kept');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.getItem('graphiql:query')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('leaves text that is not JSON alone', () => {
    expect(withoutHeaders('"headers" but not JSON {')).toBe('"headers" but not JSON {');
  });
});
