import { useState } from 'react';
import type { CustomActionsInput } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { ToggleSwitch } from '../../../shared/components/ToggleSwitch';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { useSaveThenClose } from '../hooks/useSaveThenClose';
import { urlFieldProblem } from '../model/urlField';
import { KeywordTriggersEditor, type TriggerDraft } from './KeywordTriggersEditor';
import { SecondsSlider } from './SecondsSlider';

interface CustomActionsDialogProps {
  agent: AgentSettings;
  save: (actions: CustomActionsInput) => Promise<string | null>;
  onClose: () => void;
}

/** Spec 001: Greetings, Auto Refresh, Keyword Triggers and Session Timeout, saved together. */
export function CustomActionsDialog({ agent, save, onClose }: CustomActionsDialogProps) {
  const stored = agent.customActions;
  const [greetings, setGreetings] = useState({ ...stored.greetings });
  const [refresh, setRefresh] = useState({ ...stored.auto_refresh });
  const [triggersOn, setTriggersOn] = useState(stored.keyword_triggers.enabled);
  const [triggers, setTriggers] = useState<TriggerDraft[]>(() =>
    stored.keyword_triggers.triggers.length
      ? stored.keyword_triggers.triggers.map((trigger) => ({ keywords: [...trigger.keywords], url: trigger.url }))
      : [{ keywords: [], url: '' }],
  );
  const [timeout, setTimeoutBlock] = useState({
    ...stored.session_timeout,
    redirect_url: stored.session_timeout.redirect_url ?? '',
  });
  const saving = useSaveThenClose(save, onClose, {
    saved: 'Custom actions saved',
    failureTitle: 'Save Failed',
    fallback: 'Could not save the custom actions. Please try again.',
  });
  const { busy } = saving;
  const redirectProblem = urlFieldProblem(timeout.redirect_url);
  const triggerProblems = triggers.map((trigger) => urlFieldProblem(trigger.url));

  const submit = async () => {
    const input: CustomActionsInput = {
      greetings: {
        opening_instructions: greetings.opening_instructions.trim(),
        enabled: greetings.enabled,
        allow_interruption: greetings.allow_interruption,
      },
      auto_refresh: { enabled: refresh.enabled, idle_timeout: refresh.idle_timeout },
      keyword_triggers: {
        enabled: triggersOn,
        // Triggers without keywords or URL are dropped on save (spec 001 section 5).
        triggers: triggers
          .filter((trigger) => trigger.keywords.length > 0 && trigger.url.trim() !== '')
          .map((trigger) => ({ ...trigger, url: trigger.url.trim() })),
      },
      session_timeout: {
        enabled: timeout.enabled,
        timeout_seconds: timeout.timeout_seconds,
        timeout_message: timeout.timeout_message.trim(),
        redirect_url: timeout.redirect_url.trim() || null,
      },
    };
    await saving.run(input);
  };

  return (
    <ActionModal title="Custom Actions" onClose={onClose} busy={busy} size="large" testId="custom-actions-dialog">
      <div className="settings-form">
        <section className="settings-section" aria-label="Greetings">
          <ToggleSwitch
            label="Greetings"
            description="The agent speaks first when a conversation starts."
            checked={greetings.enabled}
            onChange={(enabled) => setGreetings((block) => ({ ...block, enabled }))}
            testId="greetings-enabled"
          />
          <label className="settings-field">
            <span>Opening instructions</span>
            <textarea
              rows={3}
              maxLength={1000}
              value={greetings.opening_instructions}
              placeholder="Welcome the visitor to our shop and ask what they are looking for."
              onChange={(event) => setGreetings((block) => ({ ...block, opening_instructions: event.target.value }))}
              data-testid="greetings-text"
            />
          </label>
          <label className="settings-check">
            <input
              type="checkbox"
              checked={greetings.allow_interruption}
              onChange={(event) => setGreetings((block) => ({ ...block, allow_interruption: event.target.checked }))}
            />
            Visitors may interrupt the greeting
          </label>
        </section>

        <section className="settings-section" aria-label="Auto Refresh">
          <ToggleSwitch
            label="Auto Refresh"
            description="After this much quiet the viewer starts a fresh session for the next visitor."
            checked={refresh.enabled}
            onChange={(enabled) => setRefresh((block) => ({ ...block, enabled }))}
            testId="refresh-enabled"
          />
          <SecondsSlider
            label="Idle timeout"
            min={60}
            max={1800}
            value={refresh.idle_timeout}
            onChange={(idle_timeout) => setRefresh((block) => ({ ...block, idle_timeout }))}
          />
        </section>

        <section className="settings-section" aria-label="Keyword Triggers">
          <ToggleSwitch
            label="Keyword Triggers"
            description="When a visitor says or types a keyword, its page opens."
            checked={triggersOn}
            onChange={setTriggersOn}
            testId="triggers-enabled"
          />
          <KeywordTriggersEditor triggers={triggers} problems={triggerProblems} onChange={setTriggers} />
        </section>

        <section className="settings-section" aria-label="Session Timeout">
          <ToggleSwitch
            label="Session Timeout"
            description="Ends a conversation after this long, with your message."
            checked={timeout.enabled}
            onChange={(enabled) => setTimeoutBlock((block) => ({ ...block, enabled }))}
            testId="timeout-enabled"
          />
          <SecondsSlider
            label="Timeout"
            min={60}
            max={3600}
            value={timeout.timeout_seconds}
            onChange={(timeout_seconds) => setTimeoutBlock((block) => ({ ...block, timeout_seconds }))}
            testId="timeout-seconds"
          />
          <label className="settings-field">
            <span>Message</span>
            <input
              value={timeout.timeout_message}
              maxLength={300}
              onChange={(event) => setTimeoutBlock((block) => ({ ...block, timeout_message: event.target.value }))}
            />
          </label>
          <label className="settings-field">
            <span>Redirect URL (optional)</span>
            <input
              type="url"
              value={timeout.redirect_url}
              placeholder="https://example.com/thanks"
              onChange={(event) => setTimeoutBlock((block) => ({ ...block, redirect_url: event.target.value }))}
              aria-invalid={Boolean(redirectProblem)}
            />
            {redirectProblem && <small className="settings-field__problem">{redirectProblem}</small>}
          </label>
        </section>
      </div>
      <SettingsActions
        onCancel={onClose}
        cancelDisabled={busy}
        onConfirm={() => void submit()}
        confirmDisabled={busy || Boolean(redirectProblem) || triggerProblems.some(Boolean)}
        testId="custom-actions-save"
      >
        {busy ? 'Saving…' : 'Save'}
      </SettingsActions>
    </ActionModal>
  );
}
