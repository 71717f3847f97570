import { describe, expect, it } from 'vitest';
import { mentions, triggeredUrl, withKeyword } from '../../../shared/model/keywords';
import { urlFieldProblem } from './urlField';
import { defaultWidgetConfig, sizeInput, widgetAddresses, widgetEmbedCode } from './widgetConfig';

describe('URL fields (spec 001 section 5)', () => {
  it('accepts blank and web addresses, hints https:// for a bare domain, and refuses the rest', () => {
    expect(urlFieldProblem('')).toBeNull();
    expect(urlFieldProblem('  ')).toBeNull();
    expect(urlFieldProblem('https://example.com/menu')).toBeNull();
    expect(urlFieldProblem('example.com/menu')).toBe('Use https:// at the beginning: https://example.com/menu');
    expect(urlFieldProblem('not a url')).toBe('Try adding https:// at the beginning');
    expect(urlFieldProblem('javascript:alert(1)')).toBe('Try adding https:// at the beginning');
  });
});

describe('keywords', () => {
  it('trims, drops blanks and duplicates (case aside)', () => {
    expect(withKeyword(['menu'], '  Prices ')).toEqual(['menu', 'Prices']);
    expect(withKeyword(['menu'], 'MENU')).toEqual(['menu']);
    expect(withKeyword(['menu'], '   ')).toEqual(['menu']);
  });

  it('matches whole words and phrases only, and picks the first trigger mentioned', () => {
    expect(mentions('Show me the MENU please', 'menu')).toBe(true);
    expect(mentions('the menus', 'menu')).toBe(false);
    expect(mentions('what are your opening hours?', 'opening hours')).toBe(true);
    const triggers = [
      { keywords: ['menu'], url: 'https://a.example' },
      { keywords: ['contact', 'email'], url: 'https://b.example' },
    ];
    expect(triggeredUrl('send me an email', triggers)).toBe('https://b.example');
    expect(triggeredUrl('hello', triggers)).toBeNull();
  });
});

describe('chat widget configuration (spec 002 2.12)', () => {
  it('has the spec defaults, falls back to 50 / 400 and writes an embed code with every setting', () => {
    const config = defaultWidgetConfig('https://app.example/view/abc?deployment=gadget', 'https://app.example/p.png');
    expect(config).toMatchObject({ buttonText: 'Chat', buttonStyle: 'pill', position: 'bottom-right', size: 200, margin: 60 });
    expect(config).toMatchObject({ minSize: 50, maxSize: 400, draggable: true, resizable: true, autoLoad: false });
    expect(sizeInput('', 50)).toBe(50);
    expect(sizeInput('abc', 400)).toBe(400);
    expect(sizeInput('-3', 400)).toBe(400);
    expect(sizeInput('120', 50)).toBe(120);
    const code = widgetEmbedCode({ ...config, buttonStyle: 'circle' }, 'https://app.example/widget/v1.js');
    expect(code).toContain('src="https://app.example/widget/v1.js"');
    expect(code).toContain('data-agent-url="https://app.example/view/abc?deployment=gadget"');
    expect(code).toContain('data-button-style="circle"');
    expect(code).not.toContain('data-button-text');
    expect(widgetEmbedCode({ ...config, buttonText: '"><x' }, 'https://app.example/widget/v1.js')).toContain(
      'data-button-text="&quot;&gt;&lt;x"',
    );
  });

  it('puts only absolute, non-expiring addresses on the platform of the share link into the snippet', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const addresses = widgetAddresses(
      `https://avatars.example.com/view/A12BCD3456?share=${token}&model=essence`,
      'A12BCD3456',
      true,
    );
    expect(addresses).toEqual({
      scriptUrl: 'https://avatars.example.com/widget/v1.js',
      agentUrl: `https://avatars.example.com/view/A12BCD3456?share=${token}&model=essence&deployment=gadget`,
      imageUrl: `https://avatars.example.com/api/agents/A12BCD3456/image?share=${token}`,
    });
    const code = widgetEmbedCode(defaultWidgetConfig(addresses.agentUrl, addresses.imageUrl), addresses.scriptUrl);
    const urls = [...code.matchAll(/(?:src|data-[a-z-]+-url)="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      // Resolvable from any other site's page, and nothing in it that runs out.
      expect(new URL(url).origin).toBe('https://avatars.example.com');
      expect(url).not.toMatch(/expires=|signature=|\/files\//);
    }
    // A PUBLIC_BASE_URL with a path; a public agent shared by someone else (no token); no picture yet.
    expect(widgetAddresses('https://example.com/avatars/view/A12BCD3456', 'A12BCD3456', true)).toMatchObject({
      scriptUrl: 'https://example.com/avatars/widget/v1.js',
      imageUrl: 'https://example.com/avatars/api/agents/A12BCD3456/image',
    });
    expect(widgetAddresses('https://example.com/view/A12BCD3456', 'A12BCD3456', false).imageUrl).toBe('');
  });
});
