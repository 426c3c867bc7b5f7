import { describe, expect, it } from 'vitest';
import { SITE_SETTINGS_META } from '../../../../../shared/constants';
import { siteSettingsFromPage } from './get-site-settings';

/** A page whose head carries `content` in the site settings meta (no meta when undefined). */
function page(content?: string): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) =>
      content !== undefined && selector === `meta[name="${SITE_SETTINGS_META}"]` ? { getAttribute: (name: string) => (name === 'content' ? content : null) } : null) as Document['querySelector'],
  };
}

describe('siteSettingsFromPage', () => {
  it('reads the face the server stamped into the page', () => {
    expect(siteSettingsFromPage(page('{"landingFace":"consumer"}'))).toEqual({ landingFace: 'consumer' });
    expect(siteSettingsFromPage(page('{"landingFace":"institutional","later":1}'))).toEqual({ landingFace: 'institutional' });
  });

  it('says nothing for a page without the meta or with one it cannot read, so the query asks the server', () => {
    expect(siteSettingsFromPage(page())).toBeUndefined();
    expect(siteSettingsFromPage(page('{"landingFace":"retro"}'))).toBeUndefined();
    expect(siteSettingsFromPage(page('not json'))).toBeUndefined();
    expect(siteSettingsFromPage(page('null'))).toBeUndefined();
    expect(siteSettingsFromPage(undefined)).toBeUndefined();
  });
});
