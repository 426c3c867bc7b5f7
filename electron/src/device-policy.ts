/**
 * Hardware devices: the app uses no Bluetooth, HID, serial or USB device. When a page calls
 * navigator.bluetooth/hid/serial/usb.requestDevice, Electron shows no chooser: it emits a select-*
 * event and, unless the handler calls preventDefault, connects the FIRST device it finds. So every
 * select-* event is prevented and answered with "no device", and the session refuses every device
 * permission (setDevicePermissionHandler), so no device is granted without a chooser either. The
 * permission check and request handlers (navigation-guard.ts) refuse 'hid', 'serial' and 'usb' like
 * every permission they do not list.
 *
 * select-bluetooth-device is a WebContents event; the HID, serial and USB ones are Session events.
 * Only types are imported from electron.
 */
import type { Session, WebContents } from 'electron';

/** The subset of WebContents this module uses (lets tests pass a fake). */
export type DeviceGuardedContents = Pick<WebContents, 'on'>;

/** Cancel every Bluetooth chooser: an empty device id cancels the request. */
export function denyBluetoothSelection(contents: DeviceGuardedContents): void {
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault();
    callback('');
  });
}

/** The subset of Session this module uses (lets tests pass a fake). */
export type DeviceGuardedSession = Pick<Session, 'on' | 'setDevicePermissionHandler'>;

/** Cancel every HID, serial and USB chooser and grant no device permission. */
export function installDevicePolicy(session: DeviceGuardedSession): void {
  // HID and USB: calling back with no device id cancels; serial: an empty port id cancels.
  session.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-serial-port', (event, _ports, _contents, callback) => {
    event.preventDefault();
    callback('');
  });
  session.setDevicePermissionHandler(() => false);
}
