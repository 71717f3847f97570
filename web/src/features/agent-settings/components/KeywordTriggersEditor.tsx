import { useState } from 'react';
import { withKeyword } from '../../../shared/model/keywords';

export interface TriggerDraft {
  keywords: string[];
  url: string;
}

interface KeywordTriggersEditorProps {
  triggers: TriggerDraft[];
  problems: Array<string | null>;
  onChange: (triggers: TriggerDraft[]) => void;
}

function KeywordInput({ onAdd, index }: { onAdd: (word: string) => void; index: number }) {
  const [text, setText] = useState('');
  return (
    <input
      value={text}
      placeholder="Type a keyword and press Enter"
      maxLength={60}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onAdd(text);
        setText('');
      }}
      data-testid={`trigger-keyword-${index}`}
    />
  );
}

/** The triggers: keywords (Enter adds; trimmed, unique) and the URL each opens; at least one trigger stays. */
export function KeywordTriggersEditor({ triggers, problems, onChange }: KeywordTriggersEditorProps) {
  const change = (index: number, next: TriggerDraft) => onChange(triggers.map((trigger, at) => (at === index ? next : trigger)));
  return (
    <div className="settings-triggers">
      {triggers.map((trigger, index) => (
        <fieldset key={index} className="settings-entry">
          <legend>Trigger {index + 1}</legend>
          <div className="settings-chips" aria-label="Keywords">
            {trigger.keywords.map((word) => (
              <span key={word} className="settings-chip">
                {word}
                <button
                  type="button"
                  aria-label={`Remove ${word}`}
                  onClick={() => change(index, { ...trigger, keywords: trigger.keywords.filter((each) => each !== word) })}
                >
                  ×
                </button>
              </span>
            ))}
          </div>
          <label className="settings-field">
            <span>Keywords</span>
            <KeywordInput
              index={index}
              onAdd={(word) => change(index, { ...trigger, keywords: withKeyword(trigger.keywords, word) })}
            />
          </label>
          <label className="settings-field">
            <span>Opens</span>
            <input
              type="url"
              value={trigger.url}
              placeholder="https://example.com/page"
              onChange={(event) => change(index, { ...trigger, url: event.target.value })}
              aria-invalid={Boolean(problems[index])}
              data-testid={`trigger-url-${index}`}
            />
            {problems[index] && <small className="settings-field__problem">{problems[index]}</small>}
          </label>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={triggers.length <= 1}
            onClick={() => onChange(triggers.filter((_, at) => at !== index))}
          >
            Remove trigger
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={triggers.length >= 20}
        onClick={() => onChange([...triggers, { keywords: [], url: '' }])}
      >
        Add trigger
      </button>
    </div>
  );
}
