import type { CSSProperties } from 'react';
import type { WidgetConfig } from '../model/widgetConfig';

/** Where the button sits in a small page outline, as the widget script will place it. */
function placement(config: WidgetConfig): CSSProperties {
  const margin = Math.round(config.margin / 4);
  const [vertical, horizontal] = config.position === 'center' ? ['bottom', 'center'] : config.position.split('-');
  const style: CSSProperties = { [vertical!]: margin };
  if (horizontal === 'center') Object.assign(style, { left: '50%', transform: 'translateX(-50%)' });
  else Object.assign(style, { [horizontal!]: margin });
  return style;
}

/** A live preview of the widget button on a page (spec 002 2.12). */
export function WidgetPreview({ config }: { config: WidgetConfig }) {
  return (
    <div className={`widget-preview widget-preview--${config.theme}`} aria-label="Widget preview" data-testid="widget-preview">
      <span className="widget-preview__line" />
      <span className="widget-preview__line widget-preview__line--short" />
      <span className={`widget-preview__button widget-preview__button--${config.buttonStyle}`} style={placement(config)}>
        {config.imageUrl && <img src={config.imageUrl} alt="" />}
        {config.buttonStyle === 'pill' && <span>{config.buttonText || 'Chat'}</span>}
      </span>
    </div>
  );
}
