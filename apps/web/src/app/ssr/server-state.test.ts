import { describe, expect, it } from 'vitest';
import { readServerState, serializeServerState, serverStateScript, type ServerState } from './server-state';

const state = (name: string): ServerState => ({
  queries: { mutations: [], queries: [{ queryKey: ['items'], queryHash: '["items"]', state: { data: { name } } } as never] },
  router: { loaderData: {} },
  apartment: { apartmentIdx: 3, name, areaIdx: null, pyeong: 34, exclusiveArea: null },
  signedOut: true,
});

describe('the server state block', () => {
  it('cannot be ended or commented out by the data it carries, and reads back unchanged', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 단지';
    const json = serializeServerState(state(hostile));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state(hostile));
  });

  it('is read back from the page by the browser app', () => {
    document.body.innerHTML = `<div id="root"></div>${serverStateScript(state('</script>잠실'))}`;
    expect(readServerState(document)).toEqual(state('</script>잠실'));
  });

  it('is absent on pages the browser renders itself, and a broken block counts as absent', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ipju-ssr-state">{broken</script>';
    expect(readServerState(document)).toBeNull();
  });
});
