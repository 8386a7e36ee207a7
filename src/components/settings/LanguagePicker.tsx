import { useT } from '../../i18n/context';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../languages';
import { usePrefs, usePrefsStore } from '../../store/context';

/** The masthead's language choice; remembered for every later visit. */
export function LanguagePicker() {
  const t = useT();
  const shown = usePrefs((p) => p.shown);
  const prefs = usePrefsStore();
  return (
    <label className="hx-language">
      <span className="hx-visually-hidden">{t.app.language}</span>
      <select
        value={shown}
        data-field="language"
        aria-label={t.app.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) prefs.getState().set('language', e.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
