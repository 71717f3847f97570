import { toast } from 'sonner';
import { useCyclingEmoji } from '../../../shared/hooks/useCyclingEmoji';
import type { InspirationState } from '../model/inspirationState';
import type { InspirationAgent } from '../model/pickInspiration';
import './PromptIdeas.css';

interface PromptIdeasProps {
  inspiration: InspirationState;
  onUsePrompt: (prompt: string) => void;
}

/** Prompt Ideas: Community Inspiration; a click copies the agent's prompt into the prompt box. */
export function PromptIdeas({ inspiration, onUsePrompt }: PromptIdeasProps) {
  const loading = inspiration.status !== 'done';
  const emoji = useCyclingEmoji(loading);

  const copy = (agent: InspirationAgent) => {
    if (!agent.prompt.trim()) {
      toast('No Prompt Available', { description: "This agent doesn't have a prompt available to copy." });
      return;
    }
    onUsePrompt(agent.prompt);
    toast.success('Prompt Copied!', { description: `Copied prompt from ${agent.name}` });
  };

  return (
    <div className="prompt-ideas">
      <h3 className="create-panel__heading">Community Inspiration</h3>
      {loading ? (
        <p className="prompt-ideas__status" role="status">
          <span className="prompt-ideas__emoji" aria-hidden="true">
            {emoji}
          </span>
          Loading inspiration...
        </p>
      ) : inspiration.agents.length === 0 ? (
        <p className="prompt-ideas__status prompt-ideas__status--empty" data-testid="prompt-ideas-empty">
          No community agents with prompts and images found at the moment.
        </p>
      ) : (
        <ul className="prompt-ideas__list">
          {inspiration.agents.map((agent) => (
            <li key={agent.id}>
              <button type="button" className="idea-card" onClick={() => copy(agent)} title={`Use the prompt of ${agent.name}`}>
                <img className="idea-card__image" src={agent.imageUrl} alt="" loading="lazy" />
                <span className="idea-card__text">
                  <span className="idea-card__name">{agent.name}</span>
                  <span className="idea-card__prompt">{agent.prompt}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
