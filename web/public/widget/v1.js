/*! Avatarium chat widget v1 — served by the platform itself; configured by the data-* attributes of its <script> tag (docs/widget.md). */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || script.getAttribute('data-widget-started')) return;
  script.setAttribute('data-widget-started', 'true');
  var data = script.dataset;
  var num = function (value, fallback) {
    var n = Number(value);
    return value !== undefined && value !== '' && isFinite(n) && n > 0 ? Math.round(n) : fallback;
  };
  var clamp = function (n, lo, hi) {
    return Math.min(hi, Math.max(lo, n));
  };
  var flag = function (value, fallback) {
    return value === undefined ? fallback : value === 'true';
  };
  // Addresses are absolute in every snippet the platform writes; a relative one is taken as the
  // platform's (where this script came from), never the host page's.
  var absolute = function (url) {
    try {
      return new URL(url, script.src || window.location.href).href;
    } catch {
      return url;
    }
  };
  if (!data.agentUrl) return console.error('[avatarium widget] data-agent-url is missing');
  var agentUrl = absolute(data.agentUrl);
  var imageUrl = data.imageUrl ? absolute(data.imageUrl) : '';
  var style = ['pill', 'circle', 'square'].indexOf(data.buttonStyle) >= 0 ? data.buttonStyle : 'pill';
  var theme = data.theme === 'dark' ? 'dark' : 'light';
  var position =
    ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center'].indexOf(data.position) >= 0
      ? data.position
      : 'bottom-right';
  var minSize = num(data.minSize, 50);
  var maxSize = Math.max(minSize, num(data.maxSize, 400));
  var size = clamp(num(data.size, 200), Math.max(50, minSize), Math.min(400, maxSize));
  var margin = clamp(num(data.margin, 60), 10, 100);
  var draggable = flag(data.draggable, true);
  var resizable = flag(data.resizable, true);
  var autoLoad = flag(data.autoLoad, false);
  var text = data.buttonText || 'Chat';
  var dark = theme === 'dark';
  var fg = dark ? '#111827' : '#ffffff';
  var bg = dark ? '#f9fafb' : '#111827';

  var host = document.createElement('div');
  host.setAttribute('data-avatarium-widget', '');
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  var vertical = position === 'center' ? 'bottom' : position.split('-')[0];
  var horizontal = position === 'center' ? 'center' : position.split('-')[1];
  var place =
    'position:fixed;z-index:2147483000;' +
    vertical +
    ':' +
    margin +
    'px;' +
    (horizontal === 'center' ? 'left:50%;transform:translateX(-50%);' : horizontal + ':' + margin + 'px;');
  var css =
    '.btn{' +
    place +
    'display:flex;align-items:center;gap:8px;border:0;cursor:pointer;font:600 15px system-ui,sans-serif;color:' +
    fg +
    ';background:' +
    bg +
    ';box-shadow:0 8px 24px rgba(0,0,0,.3);padding:6px}' +
    '.btn img{width:40px;height:40px;object-fit:cover;border-radius:50%}.pill{border-radius:999px;padding-right:18px}.circle{border-radius:50%}.square{border-radius:12px}.square img{border-radius:8px}' +
    '.panel{' +
    place +
    'display:none;flex-direction:column;background:' +
    bg +
    ';border-radius:14px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.35)}' +
    '.panel.open{display:flex}.bar{display:flex;justify-content:space-between;align-items:center;padding:6px 10px;color:' +
    fg +
    ';font:600 13px system-ui,sans-serif;' +
    (draggable ? 'cursor:move;' : '') +
    'user-select:none}' +
    '.bar button{border:0;background:none;color:inherit;font-size:18px;cursor:pointer}iframe{flex:1;border:0;width:100%;background:#000}' +
    '.grip{position:absolute;right:0;bottom:0;width:16px;height:16px;cursor:nwse-resize;background:linear-gradient(135deg,transparent 50%,rgba(127,127,127,.8) 50%)}';
  root.innerHTML =
    '<style>' +
    css +
    '</style><button class="btn ' +
    style +
    '" part="button" aria-label="' +
    text.replace(/"/g, '&quot;') +
    '"></button>' +
    '<div class="panel" role="dialog" aria-label="Chat"><div class="bar"><span></span><button aria-label="Close">\u00d7</button></div>' +
    (resizable ? '<div class="grip"></div>' : '') +
    '</div>';
  var button = root.querySelector('.btn');
  var panel = root.querySelector('.panel');
  var bar = root.querySelector('.bar');
  var label = function () {
    return document.createTextNode(style === 'pill' ? text : '\u{1F4AC}');
  };
  if (imageUrl) {
    var img = document.createElement('img');
    img.alt = '';
    // No picture to show (gone, or no longer shared): the button keeps its text or icon, never a broken image.
    img.onerror = function () {
      button.removeChild(img);
      if (style !== 'pill') button.appendChild(label());
    };
    img.src = imageUrl;
    button.appendChild(img);
  }
  if (style === 'pill' || !imageUrl) button.appendChild(label());
  bar.firstChild.textContent = text;

  var width = size;
  var setSize = function (w) {
    width = clamp(w, minSize, maxSize);
    panel.style.width = Math.max(width, 320) + 'px';
    panel.style.height = Math.round(Math.max(width, 320) * 1.5) + 'px';
  };
  setSize(size);
  var frame = null;
  var load = function () {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.src = agentUrl;
    frame.title = text;
    frame.allow = 'autoplay; microphone; clipboard-write';
    panel.insertBefore(frame, panel.querySelector('.grip'));
  };
  var open = function (show) {
    if (show) load();
    panel.classList.toggle('open', show);
    button.style.display = show ? 'none' : '';
  };
  button.addEventListener('click', function () {
    open(true);
  });
  bar.querySelector('button').addEventListener('click', function () {
    open(false);
  });
  var drag = function (handle, move) {
    handle.addEventListener('pointerdown', function (start) {
      if (start.target.tagName === 'BUTTON') return;
      start.preventDefault();
      var rect = panel.getBoundingClientRect();
      var x0 = start.clientX;
      var y0 = start.clientY;
      if (frame) frame.style.pointerEvents = 'none';
      var onMove = function (event) {
        move(rect, event.clientX - x0, event.clientY - y0);
      };
      var onUp = function () {
        if (frame) frame.style.pointerEvents = '';
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
    });
  };
  if (draggable) {
    drag(bar, function (rect, dx, dy) {
      panel.style.transform = 'none';
      panel.style.left = clamp(rect.left + dx, 0, window.innerWidth - rect.width) + 'px';
      panel.style.top = clamp(rect.top + dy, 0, window.innerHeight - rect.height) + 'px';
      panel.style.right = panel.style.bottom = 'auto';
    });
  }
  if (resizable) {
    drag(root.querySelector('.grip'), function (rect, dx) {
      setSize(rect.width + dx);
    });
  }
  var start = function () {
    document.body.appendChild(host);
    if (autoLoad) open(true);
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
