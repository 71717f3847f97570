import { useEffect, useRef, useState } from 'react';
import './agents.css';

/** Spec 000 section 9: the search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

interface AgentSearchBoxProps {
  initialValue: string;
  onSearch: (text: string) => void;
  autoFocus?: boolean;
  testId?: string;
}

/** 'Search agents...' with a 300 ms debounce and a clear button (which searches at once). */
export function AgentSearchBox({ initialValue, onSearch, autoFocus = false, testId = 'agent-search' }: AgentSearchBoxProps) {
  const [text, setText] = useState(initialValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    setText('');
    clearTimeout(timer.current);
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <div className="agent-search" role="search">
      <svg className="agent-search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M13 13l4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        type="search"
        className="input agent-search__input"
        placeholder="Search agents..."
        aria-label="Search agents"
        value={text}
        onChange={(event) => change(event.target.value)}
        data-testid={testId}
      />
      {text && (
        <button type="button" className="icon-button agent-search__clear" aria-label="Clear search" onClick={clear}>
          <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
