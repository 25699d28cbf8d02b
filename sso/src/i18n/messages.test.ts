import { LANGS } from '@dcic/shared/contract';
import { catalogs, t, type MessageKey } from './messages';

describe('messages', () => {
  it('holds a valid ICU message in every language for every key', () => {
    for (const lang of LANGS) {
      for (const key of Object.keys(catalogs[lang]) as MessageKey[]) expect(() => t(lang, key)).not.toThrow();
    }
  });
});
