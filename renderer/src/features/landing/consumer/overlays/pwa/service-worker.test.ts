import { describe, expect, it } from 'vitest';
import { serviceWorkerPlan, type ServiceWorkerContext } from './service-worker';

const hostedWeb: ServiceWorkerContext = { mode: 'hosted', target: 'web', hasDesktopBridge: false, supported: true };

describe('service worker plan', () => {
  it('registers on the hosted web', () => {
    expect(serviceWorkerPlan(hostedWeb)).toBe('register');
  });

  it('never touches workers on the desktop, whatever the server says', () => {
    expect(serviceWorkerPlan({ ...hostedWeb, target: 'desktop' })).toBe('none');
    expect(serviceWorkerPlan({ ...hostedWeb, hasDesktopBridge: true })).toBe('none');
    expect(serviceWorkerPlan({ ...hostedWeb, mode: 'desktop', target: 'desktop' })).toBe('none');
  });

  it('removes a worker in local web mode, and in a desktop-mode server opened in a browser', () => {
    expect(serviceWorkerPlan({ ...hostedWeb, mode: 'web' })).toBe('unregister');
    expect(serviceWorkerPlan({ ...hostedWeb, mode: 'desktop' })).toBe('unregister');
  });

  it('decides nothing while the mode is unknown or workers are unsupported', () => {
    expect(serviceWorkerPlan({ ...hostedWeb, mode: undefined })).toBe('none');
    expect(serviceWorkerPlan({ ...hostedWeb, supported: false })).toBe('none');
  });
});
