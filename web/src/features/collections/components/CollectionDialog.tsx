import { useState, type ReactNode } from 'react';
import type { AgentCardFieldsFragment, CollectionFieldsFragment, CollectionLayout } from '../../../gql/graphql';
import { ConfirmActions } from '../../../shared/components/ConfirmActions';
import { SegmentedControl } from '../../../shared/components/SegmentedControl';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ToggleSwitch } from '../../../shared/components/ToggleSwitch';
import type { CollectionsApi } from '../hooks/useCollections';
import { heroshotProblem, logoProblem } from '../model/collectionFiles';
import { AgentPicker } from './AgentPicker';

export type CollectionDialogTab = 'general' | 'agents' | 'layout' | 'logo' | 'heroshot' | 'plans';
const TABS = [
  { value: 'general', label: 'General' },
  { value: 'agents', label: 'Agents' },
  { value: 'layout', label: 'Layout' },
  { value: 'logo', label: 'Logo' },
  { value: 'heroshot', label: 'Heroshot' },
  { value: 'plans', label: 'Plans' },
] as const;
const LAYOUTS = [
  { value: 'grid', label: 'Grid' },
  { value: 'theater', label: 'Theater' },
] as const;
export const NAME_REQUIRED = 'Please enter a collection name.';

interface CollectionDialogProps {
  api: CollectionsApi;
  agents: readonly AgentCardFieldsFragment[];
  /** Absent: the Create dialog (name and agents); present: the Edit dialog with its five tabs. */
  collection?: CollectionFieldsFragment;
  initialTab?: CollectionDialogTab;
  /** The Plans tab's editor (the collection-plans feature's, put in by the app). */
  renderPlansEditor: (collectionId: string) => ReactNode;
  onClose: () => void;
}

export function CollectionDialog({
  api,
  agents,
  collection,
  initialTab = 'general',
  renderPlansEditor,
  onClose,
}: CollectionDialogProps) {
  const editing = collection !== undefined;
  const [tab, setTab] = useState<CollectionDialogTab>(initialTab);
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [contactLink, setContactLink] = useState(collection?.contact_link ?? '');
  // Spec 001: theater is the default when editing.
  const [layout, setLayout] = useState<CollectionLayout>(collection?.layout ?? 'theater');
  const [selected, setSelected] = useState<string[]>([...(collection?.agent_codes ?? [])]);
  const [heroshotEnabled, setHeroshotEnabled] = useState(collection?.heroshot_enabled ?? false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!name.trim()) {
      setProblem(NAME_REQUIRED);
      setTab('general');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const fields = {
        name: name.trim(),
        description: description.trim(),
        contact_link: contactLink.trim(),
        agent_codes: selected,
      };
      if (editing) await api.update(collection.id, { ...fields, layout, heroshot_enabled: heroshotEnabled });
      else await api.create({ ...fields, layout: 'grid' });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Failed to save');
    } finally {
      setBusy(false);
    }
  };

  const withFile = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };

  const general = (
    <div className="collection-form">
      <label className="field">
        <span className="field__label">Name</span>
        <input
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          data-testid="collection-name"
        />
      </label>
      {editing && (
        <>
          <label className="field">
            <span className="field__label">Description</span>
            <textarea
              className="input"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={1000}
              data-testid="collection-description"
            />
          </label>
          <label className="field">
            <span className="field__label">Contact link</span>
            <input
              className="input"
              type="url"
              placeholder="https://"
              value={contactLink}
              onChange={(event) => setContactLink(event.target.value)}
              data-testid="collection-contact"
            />
            <span className="field__hint">Empty: the page links to the product site.</span>
          </label>
        </>
      )}
    </div>
  );
  const picker = <AgentPicker agents={agents} selected={selected} onChange={setSelected} />;

  return (
    <ActionModal
      title={editing ? `Edit ${collection.name}` : 'Create Collection'}
      onClose={onClose}
      busy={busy}
      size="large"
      testId="collection-dialog"
    >
      {editing && (
        <SegmentedControl options={TABS} value={tab} onChange={setTab} label="Collection settings" testId="collection-tab" />
      )}
      {!editing ? (
        <>
          {general}
          {picker}
        </>
      ) : tab === 'general' ? (
        general
      ) : tab === 'agents' ? (
        picker
      ) : tab === 'layout' ? (
        <div className="collection-form">
          <SegmentedControl options={LAYOUTS} value={layout} onChange={setLayout} label="Layout" testId="collection-layout" />
          <p className="field__hint">
            {layout === 'theater'
              ? 'Theater: one agent large on a stage, the others in a strip below.'
              : 'Grid: every agent as a card.'}
          </p>
        </div>
      ) : tab === 'plans' ? (
        renderPlansEditor(collection.id)
      ) : tab === 'logo' ? (
        <div className="collection-form">
          {collection.logo && <img className="collection-form__logo" src={collection.logo} alt="Current logo" />}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={busy}
            data-testid="collection-logo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refused = logoProblem(file);
              if (refused) setProblem(refused);
              else void withFile(() => api.uploadLogo(collection.id, file));
            }}
          />
          {collection.logo && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void withFile(() => api.removeLogo(collection.id))}
            >
              Remove logo
            </button>
          )}
        </div>
      ) : (
        <div className="collection-form">
          <ToggleSwitch
            label="Intro video"
            description={
              collection.heroshot_video ? 'Plays when the page opens.' : 'Upload a video first (16:9 recommended, up to 100MB).'
            }
            checked={heroshotEnabled}
            disabled={!collection.heroshot_video}
            onChange={setHeroshotEnabled}
            testId="collection-heroshot-toggle"
          />
          {collection.heroshot_video && (
            <video className="collection-form__video" src={collection.heroshot_video} controls muted />
          )}
          <input
            type="file"
            accept="video/mp4,video/webm,video/ogg,video/quicktime,.mov"
            disabled={busy}
            data-testid="collection-heroshot-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refused = heroshotProblem(file);
              if (refused) setProblem(refused);
              else
                void withFile(async () => setHeroshotEnabled((await api.uploadHeroshot(collection.id, file)).heroshot_enabled));
            }}
          />
          {collection.heroshot_video && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() =>
                void withFile(async () => {
                  await api.removeHeroshot(collection.id);
                  setHeroshotEnabled(false);
                })
              }
            >
              Remove video
            </button>
          )}
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="collection-problem">
          {problem}
        </p>
      )}
      <ConfirmActions
        busy={busy}
        onCancel={onClose}
        onConfirm={() => void save()}
        confirmClassName="button--primary"
        testId="collection-save"
      >
        {editing ? 'Save' : 'Create Collection'}
      </ConfirmActions>
    </ActionModal>
  );
}
