interface SuggestionChipsProps {
  questions: string[];
  onAsk: (question: string) => void;
  disabled: boolean;
}

/** Follow-up questions the agent suggests: clicking one asks it. */
export function SuggestionChips({ questions, onAsk, disabled }: SuggestionChipsProps) {
  if (questions.length === 0) return null;
  return (
    <div className="suggestion-chips" role="group" aria-label="Suggested questions">
      {questions.map((question) => (
        <button
          key={question}
          type="button"
          className="suggestion-chip"
          onClick={() => onAsk(question)}
          disabled={disabled}
          data-testid="suggestion-chip"
        >
          {question}
        </button>
      ))}
    </div>
  );
}
