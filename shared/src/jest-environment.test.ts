// The jest environment is shared by every front-end test; these prove the browser pieces it
// adds behave as a browser's do.
describe('jest environment', () => {
  it('resolves relative request URLs against the page address', () => {
    expect(new Request('/api/v1/users/web').url).toBe(`${window.location.origin}/api/v1/users/web`);
  });

  it('lets an AbortController signal both a request and a DOM listener', () => {
    const controller = new AbortController();
    const request = new Request('/api/v1/x', { signal: controller.signal });
    const listener = jest.fn();
    document.addEventListener('ping', listener, { signal: controller.signal });
    controller.abort();
    document.dispatchEvent(new Event('ping'));
    expect(request.signal.aborted).toBe(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it('encodes text for react-router', () => {
    expect(new TextDecoder().decode(new TextEncoder().encode('花き市場'))).toBe('花き市場');
  });
});
