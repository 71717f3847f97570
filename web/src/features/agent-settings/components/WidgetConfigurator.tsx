import { useState } from 'react';
import { CopyField } from '../../../shared/components/CopyField';
import {
  DEFAULT_MAX_SIZE,
  DEFAULT_MIN_SIZE,
  defaultWidgetConfig,
  MARGIN_RANGE,
  SIZE_RANGE,
  sizeInput,
  widgetEmbedCode,
  type ButtonStyle,
  type WidgetAddresses,
  type WidgetConfig,
  type WidgetPosition,
  type WidgetTheme,
} from '../model/widgetConfig';
import { WidgetPreview } from './WidgetPreview';

/** Spec 002 2.12: every widget setting with its default and limit, a live preview, and the embed code. */
export function WidgetConfigurator({ addresses }: { addresses: WidgetAddresses }) {
  const [config, setConfig] = useState<WidgetConfig>(() => defaultWidgetConfig(addresses.agentUrl, addresses.imageUrl));
  const [minText, setMinText] = useState(String(DEFAULT_MIN_SIZE));
  const [maxText, setMaxText] = useState(String(DEFAULT_MAX_SIZE));
  const set = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) =>
    setConfig((current) => ({ ...current, [key]: value }));
  const code = widgetEmbedCode(config, addresses.scriptUrl);

  return (
    <div className="widget-configurator" data-testid="widget-configurator">
      <div className="settings-form widget-configurator__form">
        <label className="settings-field">
          <span>Button style</span>
          <select
            value={config.buttonStyle}
            onChange={(event) => set('buttonStyle', event.target.value as ButtonStyle)}
            data-testid="widget-style"
          >
            <option value="pill">Pill</option>
            <option value="circle">Circle</option>
            <option value="square">Square</option>
          </select>
        </label>
        <label className="settings-field">
          <span>Button text {config.buttonStyle !== 'pill' && '(pill style only)'}</span>
          <input
            value={config.buttonText}
            maxLength={30}
            disabled={config.buttonStyle !== 'pill'}
            onChange={(event) => set('buttonText', event.target.value)}
          />
        </label>
        <label className="settings-field">
          <span>Theme</span>
          <select value={config.theme} onChange={(event) => set('theme', event.target.value as WidgetTheme)}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label className="settings-field">
          <span>Position</span>
          <select
            value={config.position}
            onChange={(event) => set('position', event.target.value as WidgetPosition)}
            data-testid="widget-position"
          >
            <option value="top-left">Top left</option>
            <option value="top-right">Top right</option>
            <option value="bottom-left">Bottom left</option>
            <option value="bottom-right">Bottom right</option>
            <option value="center">Bottom center</option>
          </select>
        </label>
        <label className="settings-field">
          <span>Initial size: {config.size} px</span>
          <input
            type="range"
            min={SIZE_RANGE.min}
            max={SIZE_RANGE.max}
            value={config.size}
            onChange={(event) => set('size', Number(event.target.value))}
          />
        </label>
        <label className="settings-field">
          <span>Margin: {config.margin} px</span>
          <input
            type="range"
            min={MARGIN_RANGE.min}
            max={MARGIN_RANGE.max}
            value={config.margin}
            onChange={(event) => set('margin', Number(event.target.value))}
          />
        </label>
        <div className="settings-entry__row">
          <label className="settings-field">
            <span>Min size</span>
            <input
              type="number"
              value={minText}
              onChange={(event) => {
                setMinText(event.target.value);
                set('minSize', sizeInput(event.target.value, DEFAULT_MIN_SIZE));
              }}
            />
          </label>
          <label className="settings-field">
            <span>Max size</span>
            <input
              type="number"
              value={maxText}
              onChange={(event) => {
                setMaxText(event.target.value);
                set('maxSize', sizeInput(event.target.value, DEFAULT_MAX_SIZE));
              }}
            />
          </label>
        </div>
        {(['draggable', 'resizable', 'autoLoad'] as const).map((key) => (
          <label key={key} className="settings-check">
            <input type="checkbox" checked={config[key]} onChange={(event) => set(key, event.target.checked)} />
            {key === 'autoLoad' ? 'Load the agent with the page' : key === 'draggable' ? 'Draggable' : 'Resizable'}
          </label>
        ))}
      </div>
      <WidgetPreview config={config} />
      <CopyField label="Widget embed code" value={code} multiline testId="widget-code" />
    </div>
  );
}
