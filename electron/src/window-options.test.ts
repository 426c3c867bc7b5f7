import { describe, expect, it } from 'vitest';
import { buildMenuTemplate } from './menu';
import { createWindowOptions } from './window-options';

describe('createWindowOptions', () => {
  const options = createWindowOptions({ preloadPath: '/app/out/preload/index.cjs', devTools: false });
  const web = options.webPreferences!;

  it('applies the security checklist', () => {
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
  });

  it('turns the spellchecker off, so typed figures go to no dictionary service', () => {
    // Electron's default is on: it must be false, not just left out.
    expect(web.spellcheck).toBe(false);
  });

  it('uses the given preload and hides DevTools unless asked', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
    expect(web.devTools).toBe(false);
    expect(createWindowOptions({ preloadPath: '/p.cjs', devTools: true }).webPreferences!.devTools).toBe(true);
  });

  it('starts hidden at a usable size', () => {
    expect(options.show).toBe(false);
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth!);
    expect(options.height).toBeGreaterThanOrEqual(options.minHeight!);
    expect(options.minWidth).toBeGreaterThanOrEqual(800);
    expect(options.minHeight).toBeGreaterThanOrEqual(600);
  });

  it('sets the icon only when one is given', () => {
    expect(options).not.toHaveProperty('icon');
    expect(createWindowOptions({ preloadPath: '/p.cjs', devTools: false, iconPath: '/i.png' }).icon).toBe('/i.png');
  });
});

describe('buildMenuTemplate', () => {
  const roles = (template: ReturnType<typeof buildMenuTemplate>): string[] =>
    template.flatMap((item) => [
      ...(item.role ? [item.role] : []),
      ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
    ]);

  it('has File, Edit, View and Window menus', () => {
    expect(buildMenuTemplate({ platform: 'linux', devTools: false }).map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window']);
    expect(buildMenuTemplate({ platform: 'darwin', devTools: false }).map((m) => m.label ?? m.role)).toEqual([
      'appMenu',
      'File',
      'Edit',
      'View',
      'Window',
    ]);
  });

  it('offers DevTools and reload only in development', () => {
    const production = roles(buildMenuTemplate({ platform: 'win32', devTools: false }));
    expect(production).not.toContain('toggleDevTools');
    expect(production).not.toContain('reload');
    expect(production).toEqual(expect.arrayContaining(['quit', 'copy', 'paste', 'zoomIn', 'minimize']));
    expect(roles(buildMenuTemplate({ platform: 'win32', devTools: true }))).toContain('toggleDevTools');
  });
});
