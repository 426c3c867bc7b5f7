import { describe, expect, it, vi } from 'vitest';
import { denyBluetoothSelection, installDevicePolicy, type DeviceGuardedContents, type DeviceGuardedSession } from './device-policy';

type Handler = (event: { preventDefault(): void }, ...rest: unknown[]) => void;

/** A fake WebContents or Session: records listeners so a test can fire the select-* events. */
function fakeEmitter() {
  const listeners = new Map<string, Handler>();
  let devicePermission: ((details: object) => boolean) | undefined;
  const target = {
    on: (name: string, listener: Handler) => {
      listeners.set(name, listener);
      return target;
    },
    setDevicePermissionHandler: (handler: typeof devicePermission) => {
      devicePermission = handler;
    },
  };
  /** Fires `name` with the arguments Electron passes before the callback; returns the event and the callback. */
  const fire = (name: string, ...args: unknown[]) => {
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no ${name} listener`);
    const event = { preventDefault: vi.fn() };
    const callback = vi.fn();
    listener(event, ...args, callback);
    return { event, callback };
  };
  return { target, fire, devicePermission: () => devicePermission };
}

const device = (id: string) => ({ deviceId: id, deviceName: `Device ${id}` });

describe('denyBluetoothSelection', () => {
  it('stops Electron picking the first Bluetooth device and cancels the chooser', () => {
    const { target, fire } = fakeEmitter();
    denyBluetoothSelection(target as unknown as DeviceGuardedContents);

    const { event, callback } = fire('select-bluetooth-device', [device('aa:bb'), device('cc:dd')]);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(callback.mock.calls).toEqual([['']]);
  });
});

describe('installDevicePolicy', () => {
  const install = () => {
    const fake = fakeEmitter();
    installDevicePolicy(fake.target as unknown as DeviceGuardedSession);
    return fake;
  };

  it('cancels HID and USB choosers with no device', () => {
    const { fire } = install();
    for (const name of ['select-hid-device', 'select-usb-device']) {
      const { event, callback } = fire(name, { deviceList: [device('1'), device('2')], frame: null });
      expect(event.preventDefault).toHaveBeenCalled();
      expect(callback).toHaveBeenCalledTimes(1);
      expect(callback.mock.calls[0]).toEqual([]);
    }
  });

  it('cancels the serial port chooser with an empty port id', () => {
    const { fire } = install();
    const { event, callback } = fire('select-serial-port', [{ portId: 'COM3', portName: 'COM3' }], {});
    expect(event.preventDefault).toHaveBeenCalled();
    expect(callback.mock.calls).toEqual([['']]);
  });

  it('grants no device permission', () => {
    const handler = install().devicePermission();
    expect(handler).toBeTypeOf('function');
    for (const deviceType of ['hid', 'serial', 'usb', 'bluetooth']) {
      expect(handler!({ deviceType, origin: 'http://127.0.0.1:41873', device: {} })).toBe(false);
    }
  });
});
