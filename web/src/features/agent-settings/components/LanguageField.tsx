import { LANGUAGE_CODES, languageName } from '../model/languages';

interface LanguageFieldProps {
  value: string;
  onChange: (code: string) => void;
  testId: string;
}

/** The agent's language, chosen by name from the languages it can speak. */
export function LanguageField({ value, onChange, testId }: LanguageFieldProps) {
  return (
    <label className="settings-field">
      <span>Language</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
