import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';

/** Spec 001: agent selection with Select All, Clear All and the selected count. */
export function AgentPicker({
  agents,
  selected,
  onChange,
}: {
  agents: readonly AgentCardFieldsFragment[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const toggle = (code: string) =>
    onChange(selected.includes(code) ? selected.filter((each) => each !== code) : [...selected, code]);
  return (
    <div className="agent-picker">
      <div className="agent-picker__bar">
        <span data-testid="agent-picker-count">{selected.length} selected</span>
        <button type="button" className="button button--ghost" onClick={() => onChange(agents.map((agent) => agent.id))}>
          Select All
        </button>
        <button type="button" className="button button--ghost" onClick={() => onChange([])}>
          Clear All
        </button>
      </div>
      {agents.length === 0 ? (
        <p className="agent-picker__empty">You have no agents yet: create one first.</p>
      ) : (
        <ul className="agent-picker__list">
          {agents.map((agent) => (
            <li key={agent.id}>
              <label className="agent-picker__item">
                <input
                  type="checkbox"
                  checked={selected.includes(agent.id)}
                  onChange={() => toggle(agent.id)}
                  data-testid="agent-picker-option"
                />
                {agent.posterUrl ? <img src={agent.posterUrl} alt="" /> : <span className="agent-picker__thumb" />}
                <span>{agent.name || UNTITLED_AGENT}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
