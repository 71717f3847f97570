import { embedUrl } from '../../../shared/model/embedUrl';

/** Spec 002 2.12: the chat widget configurator's settings, defaults and limits. */
export type ButtonStyle = 'pill' | 'circle' | 'square';
export type WidgetTheme = 'light' | 'dark';
export type WidgetPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'center';

export interface WidgetConfig {
  agentUrl: string;
  imageUrl: string;
  buttonText: string;
  buttonStyle: ButtonStyle;
  theme: WidgetTheme;
  position: WidgetPosition;
  size: number;
  margin: number;
  minSize: number;
  maxSize: number;
  draggable: boolean;
  resizable: boolean;
  autoLoad: boolean;
}

export const SIZE_RANGE = { min: 50, max: 400, default: 200 } as const;
export const MARGIN_RANGE = { min: 10, max: 100, default: 60 } as const;
export const DEFAULT_MIN_SIZE = 50;
export const DEFAULT_MAX_SIZE = 400;

export function defaultWidgetConfig(agentUrl: string, imageUrl: string): WidgetConfig {
  return {
    agentUrl,
    imageUrl,
    buttonText: 'Chat',
    buttonStyle: 'pill',
    theme: 'light',
    position: 'bottom-right',
    size: SIZE_RANGE.default,
    margin: MARGIN_RANGE.default,
    minSize: DEFAULT_MIN_SIZE,
    maxSize: DEFAULT_MAX_SIZE,
    draggable: true,
    resizable: true,
    autoLoad: false,
  };
}

/** The widget script, served by the platform with the web app (docs/widget.md). */
export const WIDGET_SCRIPT_PATH = '/widget/v1.js';

export interface WidgetAddresses {
  scriptUrl: string;
  agentUrl: string;
  /** '' when the agent has no picture yet (the launcher then shows its text). */
  imageUrl: string;
}

/**
 * Everything the snippet makes another site load, as absolute addresses that do not expire
 * (a shop page may stay open for days): the platform's address is the share link's, which the
 * server writes with PUBLIC_BASE_URL or else the address the request reached. The picture is
 * the agent's stable image route, opened by the link's token (or by being public), never a
 * signed storage URL.
 */
export function widgetAddresses(shareUrl: string, agentId: string, hasPicture: boolean): WidgetAddresses {
  const url = new URL(shareUrl);
  // Everything before /view/: PUBLIC_BASE_URL may carry a path.
  const at = url.pathname.lastIndexOf('/view/');
  const base = `${url.origin}${at > 0 ? url.pathname.slice(0, at) : ''}`;
  const share = url.searchParams.get('share');
  const image = `${base}/api/agents/${encodeURIComponent(agentId)}/image${share ? `?share=${encodeURIComponent(share)}` : ''}`;
  return { scriptUrl: `${base}${WIDGET_SCRIPT_PATH}`, agentUrl: embedUrl(shareUrl), imageUrl: hasPicture ? image : '' };
}

/** Min and max size inputs fall back to 50 and 400 when empty or invalid (spec 002 2.12). */
export function sizeInput(raw: string, fallback: number): number {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet a site pastes: the product's own widget script with the configuration as data attributes. */
export function widgetEmbedCode(config: WidgetConfig, scriptUrl: string): string {
  const attributes: Array<[string, string]> = [
    ['data-agent-url', config.agentUrl],
    ['data-image-url', config.imageUrl],
    ['data-button-text', config.buttonStyle === 'pill' ? config.buttonText : ''],
    ['data-button-style', config.buttonStyle],
    ['data-theme', config.theme],
    ['data-position', config.position],
    ['data-size', String(config.size)],
    ['data-margin', String(config.margin)],
    ['data-min-size', String(config.minSize)],
    ['data-max-size', String(config.maxSize)],
    ['data-draggable', String(config.draggable)],
    ['data-resizable', String(config.resizable)],
    ['data-auto-load', String(config.autoLoad)],
  ];
  const lines = attributes.filter(([, value]) => value !== '').map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`);
  return `<script src="${escapeAttribute(scriptUrl)}" async\n${lines.join('\n')}></script>`;
}
