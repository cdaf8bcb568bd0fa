import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { measurePageWeight } from '../../bench/page-weight.ts';
import { MDX_COMPONENT_NAMES } from '../../src/components/mdx/names.ts';
import { buildFixture, buildWarningLines, repoRoot, type BuiltSite } from '../support/build-fixture.ts';

// Every Mintlify author component, used without imports in tests/fixtures/sites/components,
// asserted on the HTML a reader's browser receives: structure, props and ARIA.
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('components');
});

const content = (path: string): HTMLElement => site.page(path).querySelector('.mk-content')!;
const all = (root: HTMLElement, selector: string) => root.querySelectorAll(selector);

describe('registry', () => {
  it('exports exactly the component names the remark plugin imports from', () => {
    const source = readFileSync(join(repoRoot, 'src/components/mdx/index.ts'), 'utf8');
    const exported = [...source.matchAll(/export \{ default as (\w+) \}|export const (\w+)/g)].map((m) => m[1] ?? m[2]!);
    expect(exported.filter((name) => name !== 'Passthrough').sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
  });

  it('builds every page without warnings about unknown components or icons', () => {
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).not.toMatch(/unknown component/);
    expect(site.stdout.match(/icon ".*" is not a free Font Awesome icon.*/g)?.sort()).toEqual([
      'icon "cauldron" is not a free Font Awesome icon (Font Awesome Pro?): no free icon is near it, a placeholder of the same size is shown (page warnings: <Card title="No near icon">)',
      'icon "circle-2" is not a free Font Awesome icon (Font Awesome Pro?): the free icon "2" is shown instead (page warnings: <Card title="Numbered">)',
      'icon "waveform" is not a free Font Awesome icon (Font Awesome Pro?): the free icon "file-waveform" is shown instead (2 uses, first page warnings: <Card title="Pro icon again">)',
    ]);
  });

  it('draws a Font Awesome Pro name as the nearest free icon, or a placeholder of the same size', () => {
    const icons = all(content('/warnings'), '.mk-card').map((card) => card.querySelector('.mk-card-icon svg'));
    expect(icons[0]!.getAttribute('data-icon')).toBe('file-waveform');
    expect(icons[2]!.classList.contains('mk-icon-placeholder')).toBe(true);
    expect(icons[2]!.classList.contains('mk-icon')).toBe(true);
    expect(icons[3]!.getAttribute('data-icon')).toBe('2');
  });

  it('draws a page\'s own icons in the page, not from the frame\'s sprite (the page is their only reader)', () => {
    const icons = all(content('/warnings'), '.mk-card-icon svg');
    expect(icons.length).toBeGreaterThan(2);
    for (const icon of icons) {
      expect(icon.querySelector('use')).toBeNull();
      expect(icon.innerHTML).toMatch(/<(path|circle|rect)\b/);
    }
  });

  it('shows an icon given as inline SVG markup or as an image path', () => {
    const page = content('/warnings');
    const cards = all(page, '.mk-card');
    expect(cards[4]!.querySelector('.mk-card-icon svg rect')).not.toBeNull();
    expect(cards[5]!.querySelector('.mk-card-icon img')!.getAttribute('src')).toBe('/images/icon.svg');
    expect(page.querySelector('.mk-step svg circle')).not.toBeNull();
    expect(page.querySelector('.mk-accordion img')!.getAttribute('src')).toBe('/images/icon.svg');
  });
});

describe('callouts', () => {
  it('renders each preset with its own class, an icon and a screen-reader label', () => {
    const page = content('/callouts');
    const variants = all(page, '.mk-callout').map((c) => c.classList.value.find((x) => x.startsWith('mk-callout-'))!);
    expect(variants).toEqual(['mk-callout-note', 'mk-callout-tip', 'mk-callout-warning', 'mk-callout-info', 'mk-callout-check', 'mk-callout-danger', 'mk-callout-custom', 'mk-callout-note']);
    const note = page.querySelector('.mk-callout-note')!;
    // The preset's icon is drawn by callout.css (tests/unit/icons.test.ts, tests/e2e/components.test.ts).
    expect(note.querySelector('.mk-callout-icon')?.innerHTML).toBe('');
    expect(note.querySelector('.mk-visually-hidden')?.text).toBe('Note: ');
    expect(note.querySelector('.mk-callout-content')?.text).toContain('This adds a note in the content');
  });

  it('gives a custom Callout its icon, colour and title', () => {
    const custom = content('/callouts').querySelector('.mk-callout-custom')!;
    expect(custom.getAttribute('style')).toBe('--mk-callout: #FFC107');
    expect(custom.querySelector('svg')?.getAttribute('data-icon')).toBe('key');
    expect(custom.querySelector('.mk-callout-title')?.text).toBe('Custom title');
  });

  it('keeps Markdown inside callouts', () => {
    const last = all(content('/callouts'), '.mk-callout').at(-1)!;
    expect(last.querySelector('strong')?.text).toBe('Markdown');
    expect(last.querySelector('a')?.getAttribute('href')).toBe('/cards');
    expect(all(last, 'li').length).toBe(2);
  });
});

describe('cards', () => {
  const card = (title: string) => all(content('/cards'), '.mk-card').find((c) => c.querySelector('.mk-card-title')?.text === title)!;

  it('renders title, icon and body; a card with href is one link', () => {
    expect(card('Plain card').tagName).toBe('DIV');
    const internal = card('Internal link');
    expect(internal.tagName).toBe('A');
    expect(internal.getAttribute('href')).toBe('/steps');
    expect(internal.querySelector('.mk-card-icon svg')?.getAttribute('data-icon')).toBe('book');
    expect(internal.querySelector('.mk-card-body')?.text).toBe('Links inside the site.');
    expect(internal.querySelector('.mk-card-arrow')).toBeNull();
  });

  it('opens external links in a new tab with an arrow and colours the icon', () => {
    const external = card('External link');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.querySelector('.mk-card-arrow')?.getAttribute('aria-hidden')).toBe('true');
    expect(external.querySelector('.mk-card-icon')?.getAttribute('style')).toBe('color: #ff5500');
  });

  it('supports horizontal, img, cta, arrow, disabled and image icons', () => {
    expect(card('Horizontal').classList.contains('mk-card-horizontal')).toBe(true);
    expect(card('Horizontal').querySelector('svg')?.getAttribute('data-prefix')).toBe('fas');
    expect(card('With image').querySelector('img.mk-card-img')?.getAttribute('src')).toBe('/images/cover.svg');
    expect(card('With image').querySelector('.mk-card-cta')?.text).toContain('Read the guide');
    expect(card('No arrow').querySelector('.mk-card-arrow')).toBeNull();
    expect(card('Forced arrow').querySelector('.mk-card-arrow')).not.toBeNull();
    const disabled = card('Disabled');
    expect(disabled.tagName).toBe('DIV');
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.getAttribute('href')).toBeUndefined();
    expect(card('Image icon').querySelector('img.mk-icon')?.getAttribute('src')).toBe('/images/cover.svg');
  });

  it('lays CardGroup and Columns out in cols columns, two by default', () => {
    const groups = all(content('/cards'), '.mk-card-group');
    expect(groups.map((g) => g.getAttribute('data-cols'))).toEqual(['3', '4', '2']);
    expect(groups[0]!.getAttribute('style')).toBe('--mk-cols: 3');
    expect(all(groups[0]!, '.mk-card').length).toBe(3);
  });
});

describe('steps', () => {
  it('numbers steps in order, with stepNumber restarting the count and icons replacing numbers', () => {
    const [first] = all(content('/steps'), 'ol.mk-steps');
    const markers = all(first!, '.mk-step-marker');
    expect(markers.map((m) => m.text)).toEqual(['1', '2', '7', '8']);
    expect(markers[1]!.querySelector('svg')?.getAttribute('data-icon')).toBe('gear');
    expect(markers[1]!.querySelector('.mk-visually-hidden')?.text).toBe('2');
    expect(all(first!, 'li.mk-step').map((s) => s.id)).toEqual(['first-step', 'second-step', 'jump-ahead', 'after-seven']);
    expect(first!.querySelector('.mk-step-title')?.tagName).toBe('P');
    expect(first!.querySelector('.mk-step-body')?.text.trim()).toBe('Do the first thing.');
  });

  it('sizes titles from Steps titleSize unless a Step sets its own; id and noAnchor', () => {
    const [, second] = all(content('/steps'), 'ol.mk-steps');
    const titles = all(second!, '.mk-step-title');
    expect(titles.map((t) => t.tagName)).toEqual(['H3', 'H2', 'H3']);
    const steps = all(second!, 'li.mk-step');
    expect(steps[1]!.id).toBe('custom-step');
    expect(steps[2]!.getAttribute('id')).toBeUndefined();
  });
});

describe('tabs', () => {
  it('renders WAI-ARIA tabs: tablist, tabs controlling panels, roving tabindex, hidden panels', () => {
    const group = content('/tabs').querySelector('mk-tabs')!;
    expect(group.hasAttribute('data-sync')).toBe(true);
    const tabs = all(group, '[role="tablist"] > [role="tab"]');
    expect(tabs.map((t) => t.text)).toEqual(['JavaScript', 'Python', 'Go']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panels = all(group, ':scope > [role="tabpanel"]');
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true, true]);
    tabs.forEach((tab, i) => {
      expect(tab.getAttribute('aria-controls')).toBe(panels[i]!.id);
      expect(panels[i]!.getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect(panels[2]!.id).toBe('go-tab');
    expect(tabs[0]!.querySelector('svg')?.getAttribute('data-icon')).toBe('js');
  });

  it('honours sync={false}, defaultTabIndex and borderBottom', () => {
    const independent = all(content('/tabs'), 'mk-tabs')[2]!;
    expect(independent.hasAttribute('data-sync')).toBe(false);
    expect(independent.classList.contains('mk-tab-group-border')).toBe(true);
    expect(all(independent, '[role="tab"]').map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(all(independent, '[role="tabpanel"]').map((p) => p.hasAttribute('hidden'))).toEqual([true, false]);
  });

  it('keeps nested tab groups separate', () => {
    const outer = all(content('/tabs'), 'mk-tabs')[3]!;
    expect(all(outer, ':scope > [role="tablist"] > [role="tab"]').map((t) => t.text)).toEqual(['Outer A', 'Outer B']);
    const inner = outer.querySelector('[role="tabpanel"] mk-tabs')!;
    expect(all(inner, '[role="tab"]').map((t) => t.text)).toEqual(['Inner 1', 'Inner 2']);
  });

  it('loads the tabs script once, only on pages with tabs', () => {
    const scripts = (path: string) => all(site.page(path), 'script').filter((s) => s.text.includes('mk-tabs')).length;
    expect(scripts('/tabs')).toBe(1);
    expect(scripts('/code-groups')).toBe(1);
    expect(scripts('/callouts')).toBe(0);
    expect(scripts('/cards')).toBe(0);
  });

  it('turns consecutive Views into one view switcher', () => {
    const views = content('/views').querySelector('mk-tabs.mk-views')!;
    expect(all(views, '[role="tab"]').map((t) => t.text)).toEqual(['JavaScript', 'Python']);
    expect(views.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('View');
  });
});

describe('JavaScript weight', () => {
  it('stays within 2 KiB on pages with tabs, code groups and copy buttons (issue 8)', () => {
    // The frame's scripts, the tabs script and the copy script, inline and linked, together.
    for (const path of ['/tabs', '/code-groups', '/api-example']) {
      expect(measurePageWeight(site.outDir, path).jsBytes, path).toBeLessThanOrEqual(2048);
    }
  });
});

describe('stylesheets', () => {
  // The components' stylesheets a page links (src/styles/components/), by file name.
  const componentSheets = (path: string) =>
    site.page(path).querySelectorAll('link[rel="stylesheet"]')
      .map((link) => /^\/_astro\/([\w-]+)\.[\w-]+\.css$/.exec(link.getAttribute('href')!)?.[1])
      .filter((name) => name !== undefined && name !== 'layout');

  it('links the shared base and the families a page shows, no other (issue 15)', () => {
    expect(componentSheets('/callouts')).toEqual(['base', 'callout']);
    expect(componentSheets('/changelog')).toEqual(['base', 'pill', 'update']);
    expect(componentSheets('/panel')).toEqual(['base', 'callout', 'aside']);
    // No component; a Markdown table, whose rules only pages with a table link.
    expect(componentSheets('/plain')).toEqual(['table']);
    const table = readFileSync(join(site.outDir, site.html('/plain').match(/\/_astro\/table\.[\w-]+\.css/)![0]), 'utf8');
    expect(table).toMatch(/\.mk-content th,\.mk-content td\{[^}]*border:1px solid/);
  });

  it('adds under 4.5 KiB of CSS to a page for its callouts (issue 15)', () => {
    // 1.9 KiB of styles (the components' base and the callouts') and 2.4 KiB for the presets'
    // five icons, cached: written into each page instead, an icon was 420 bytes a callout.
    const added = measurePageWeight(site.outDir, '/callouts').cssBytes - measurePageWeight(site.outDir, '/plain').cssBytes;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(4.5 * 1024);
  });
});

describe('code groups', () => {
  it('makes a tab per code block, labelled by its title, else its language', () => {
    const group = content('/code-groups').querySelector('mk-tabs.mk-code-group')!;
    const tabs = all(group, '[role="tab"]');
    expect(tabs.length).toBe(3);
    // Titles come from the code-block plugin's figure[data-title]; before it, the language.
    expect(tabs.map((t) => t.text)).toEqual(expect.arrayContaining([expect.stringMatching(/helloWorld\.js|javascript/)]));
    expect(tabs[2]!.text).toBe('bash');
    const panels = all(group, '[role="tabpanel"]');
    expect(panels.map((p) => p.querySelector('pre') !== null)).toEqual([true, true, true]);
    expect(panels.map((p) => p.getAttribute('data-label'))).toEqual(tabs.map((t) => t.text));
  });

  it('uses a labelled select for the dropdown variant', () => {
    const dropdown = all(content('/code-groups'), 'mk-tabs.mk-code-group')[1]!;
    expect(dropdown.querySelector('[role="tablist"]')).toBeNull();
    const select = dropdown.querySelector('select.mk-tab-select')!;
    expect(select.getAttribute('aria-label')).toBeTruthy();
    expect(all(select, 'option').length).toBe(2);
    expect(all(dropdown, '.mk-tabpanel').map((p) => p.hasAttribute('hidden'))).toEqual([false, true]);
  });

  it('puts RequestExample and ResponseExample first, in the side column block', () => {
    const page = content('/api-example');
    const aside = page.childNodes.find((n) => (n as HTMLElement).tagName)! as HTMLElement;
    expect(aside.classList.contains('mk-aside')).toBe(true);
    expect(all(aside, 'mk-tabs').map((g) => g.classList.value.filter((c) => c.endsWith('-example')))).toEqual([
      ['mk-api-example', 'mk-request-example'],
      ['mk-api-example', 'mk-response-example'],
    ]);
    expect(all(aside, '[role="tablist"]').map((l) => l.getAttribute('aria-label'))).toEqual(['Request example', 'Response example']);
    expect(aside.querySelector('.mk-request-example pre')?.text).toContain('curl -X POST');
  });

  it('moves Panel into the side column block', () => {
    const aside = content('/panel').querySelector('.mk-aside')!;
    expect(aside.querySelector('.mk-panel .mk-callout-info')?.text).toContain('Pinned to the side panel.');
  });
});

describe('accordions and expandables', () => {
  it('uses details/summary with an anchor id from the title, or the id prop', () => {
    const accordions = all(content('/accordions'), 'details.mk-accordion');
    expect(accordions.map((a) => a.id)).toEqual(['closed-accordion', 'open-accordion', 'my-anchor', 'grouped-one', 'grouped-two']);
    expect(accordions.map((a) => a.hasAttribute('open'))).toEqual([false, true, false, false, false]);
    expect(accordions[0]!.querySelector('summary .mk-accordion-title')?.text).toBe('Closed accordion');
    expect(accordions[0]!.querySelector('.mk-accordion-body')?.text.trim()).toBe('Hidden until opened.');
  });

  it('shows description and icon; AccordionGroup wraps its accordions', () => {
    const open = content('/accordions').querySelector('#open-accordion')!;
    expect(open.querySelector('.mk-accordion-description')?.text).toBe('Open on load');
    expect(open.querySelector('.mk-accordion-icon svg')?.getAttribute('data-icon')).toBe('circle-question');
    expect(all(content('/accordions'), '.mk-accordion-group > details').length).toBe(2);
  });

  it('Expandable shows "Show/Hide <title>" and honours defaultOpen', () => {
    const [nested, open] = all(content('/fields'), 'details.mk-expandable');
    expect(nested!.querySelector('.mk-expandable-show')?.text).toBe('Show properties');
    expect(nested!.querySelector('.mk-expandable-hide')?.text).toBe('Hide properties');
    expect(nested!.hasAttribute('open')).toBe(false);
    expect(open!.hasAttribute('open')).toBe(true);
    expect(open!.querySelector('.mk-expandable-show')?.text).toBe('Show child attributes');
  });
});

describe('fields', () => {
  const field = (id: string) => content('/fields').querySelector(`#${id}`)!;

  it("renders ParamField name, location, type, required, default and description, with Mintlify's ids", () => {
    const path = field('param-widget-id');
    expect(path.querySelector('.mk-field-name')?.text).toBe('widget_id');
    expect(path.getAttribute('data-location')).toBe('path');
    expect(path.querySelector('.mk-field-type')?.text).toBe('string');
    expect(path.querySelector('.mk-pill-required')?.text).toBe('required');
    expect(path.querySelector('.mk-field-body')?.text.trim()).toBe('The widget to fetch.');
    const query = field('param-limit');
    expect(query.querySelector('.mk-field-default')?.text).toBe('default: 20');
    expect(query.getAttribute('data-placeholder')).toBe('20');
    expect(query.getAttribute('data-initial-value')).toBe('10');
    expect(field('param-tags').querySelector('.mk-pill-deprecated')?.text).toBe('deprecated');
    expect(field('param-x-api-key').getAttribute('data-location')).toBe('header');
  });

  it('treats Param as ParamField and accepts the older name prop', () => {
    expect(field('param-alias').classList.contains('mk-param-field')).toBe(true);
    expect(field('param-legacy-name').querySelector('.mk-field-name')?.text).toBe('legacyName');
  });

  it('renders ResponseField with pre and post pills and nested fields', () => {
    const labels = field('response-labels');
    const head = all(labels, '.mk-field-head > *').map((e) => e.text);
    expect(head).toEqual(['readonly', 'labels', 'string[]', 'beta', 'v2']);
    const color = field('response-color');
    expect(color.querySelector('.mk-field-default')?.text).toBe('default: blue');
    expect(color.querySelector('.mk-pill-deprecated')).not.toBeNull();
    expect(color.closest('details.mk-expandable')).not.toBeNull();
  });
});

describe('media and inline components', () => {
  const page = () => content('/media');

  it('Frame: caption with inline Markdown, hint before it, autoplay videos play inline muted', () => {
    const frame = page().querySelector('figure.mk-frame')!;
    expect(frame.querySelector('img')?.getAttribute('alt')).toBe('Cover');
    expect(frame.querySelector('figcaption strong')?.text).toBe('framed');
    expect(frame.querySelector('figcaption a')?.getAttribute('href')).toBe('/cards');
    expect(page().querySelector('.mk-frame-hint')?.text).toBe('Look closely.');
    const video = all(page(), 'figure.mk-frame video')[0]!;
    for (const attribute of ['playsinline', 'loop', 'muted']) expect(video.hasAttribute(attribute)).toBe(true);
  });

  it('Icon: size and colour', () => {
    const [star, heart] = all(page(), '.mk-inline-icon');
    expect(star!.querySelector('svg')?.getAttribute('data-icon')).toBe('star');
    expect(heart!.getAttribute('style')).toBe('font-size: 24px; --mk-icon-light: #e11d48; --mk-icon-dark: #e11d48');
    expect(heart!.querySelector('svg')?.getAttribute('data-prefix')).toBe('fas');
  });

  it('Tooltip: focusable term described by a role=tooltip bubble with headline and link', () => {
    const term = page().querySelector('.mk-tooltip-term')!;
    expect(term.getAttribute('tabindex')).toBe('0');
    const bubble = page().querySelector(`#${term.getAttribute('aria-describedby')}`)!;
    expect(bubble.getAttribute('role')).toBe('tooltip');
    expect(bubble.querySelector('.mk-tooltip-headline')?.text).toBe('API');
    expect(bubble.text).toContain('Application Programming Interface');
    expect(bubble.querySelector('a')?.getAttribute('href')).toBe('/fields');
  });

  it('Badge: colour, size, shape, stroke, disabled and icon', () => {
    const badges = all(page(), '.mk-badge');
    expect(badges[0]!.classList.value).toEqual(['mk-badge', 'mk-badge-gray', 'mk-badge-md', 'mk-badge-rounded']);
    expect(badges[1]!.classList.value).toEqual(['mk-badge', 'mk-badge-green', 'mk-badge-sm', 'mk-badge-pill']);
    expect(badges[1]!.querySelector('svg')?.getAttribute('data-icon')).toBe('check');
    expect(badges[2]!.classList.contains('mk-badge-stroke')).toBe(true);
    expect(badges[3]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('Latex: KaTeX math from the source as written, block on its own line, inline in text', () => {
    const [block, inline] = all(page(), '.mk-latex');
    expect(block!.tagName).toBe('DIV');
    expect(block!.querySelector('.katex-display annotation')?.text).toBe('a_1 + b_2 = \\frac{1}{2}');
    expect(inline!.tagName).toBe('SPAN');
    expect(inline!.querySelector('annotation')?.text).toBe('x^2');
  });

  it('Mermaid: the chart as a pre.mermaid like a mermaid fence', () => {
    expect(page().querySelector('pre.mermaid')?.text).toBe('graph TD; A-->B');
  });

  it('Tree: folders as details (defaultOpen, openable), files, highlight', () => {
    const tree = page().querySelector('.mk-tree')!;
    const [app, fixed] = all(tree, ':scope > ul > li.mk-tree-folder');
    expect(app!.querySelector('details')?.hasAttribute('open')).toBe(true);
    expect(app!.querySelector('summary')?.text).toBe('app');
    expect(all(app!, 'li.mk-tree-file').map((f) => f.text)).toEqual(['layout.tsx', 'page.tsx']);
    expect(all(app!, '.mk-tree-highlight').map((f) => f.text)).toEqual(['page.tsx']);
    expect(fixed!.querySelector('details')).toBeNull();
    expect(fixed!.querySelector('li.mk-tree-file')?.text).toBe('always.ts');
  });

  it('Color: compact and table variants, theme-aware values', () => {
    const [compact, table] = all(page(), '.mk-color');
    expect(compact!.classList.contains('mk-color-compact')).toBe(true);
    const themed = all(compact!, '.mk-color-item')[1]!;
    expect(themed.querySelector('.mk-color-swatch')?.getAttribute('style')).toBe('--mk-swatch-light: #FFFFFF; --mk-swatch-dark: #000000');
    expect(table!.classList.contains('mk-color-table')).toBe(true);
    expect(table!.querySelector('.mk-color-row-title strong')?.text).toBe('Primary');
    expect(table!.querySelector('.mk-color-value')?.text).toBe('#0D9373');
  });

  it('Tile, GitHub and Visibility', () => {
    const tile = page().querySelector('a.mk-tile')!;
    expect(tile.getAttribute('href')).toBe('/cards');
    expect(tile.querySelector('.mk-tile-title')?.text).toBe('Cards');
    expect(tile.querySelector('.mk-tile-preview img')).not.toBeNull();
    const repos = all(page(), 'a.mk-github');
    expect(repos.map((r) => r.getAttribute('href'))).toEqual(['https://github.com/acme/widgets', 'https://github.com/acme/gadgets']);
    expect(repos[1]!.classList.contains('mk-github-flat')).toBe(true);
    expect(page().text).toContain('Shown to humans.');
    expect(page().text).not.toContain('Only for agents.');
  });

  it('Prompt: copies the text as written; Cursor link carries it', () => {
    const prompt = page().querySelector('mk-prompt')!;
    expect(prompt.getAttribute('data-prompt')).toBe('You are a **docs** expert. Use snake_case and *emphasis*.');
    expect(prompt.querySelector('.mk-prompt-description')?.text).toBe('Use this prompt');
    expect(prompt.querySelector('.mk-prompt-body strong')?.text).toBe('docs');
    expect(prompt.querySelector('button.mk-prompt-copy')).not.toBeNull();
    expect(prompt.querySelector('a.mk-prompt-cursor')?.getAttribute('href')).toContain(encodeURIComponent('snake_case'));
  });

  it('CodeBlock: the code-block contract with filename, highlighted line and copy button', () => {
    const figure = page().querySelector('figure.mk-code-block')!;
    expect(figure.getAttribute('data-language')).toBe('javascript');
    expect(figure.getAttribute('data-title')).toBe('example.js');
    expect(figure.classList.contains('mk-code-lines')).toBe(true);
    expect(figure.querySelector('figcaption.mk-code-title')?.text).toBe('example.js');
    expect(figure.querySelector('pre.astro-code')?.text).toBe('const a = 1;\nconst b = 2;');
    expect(all(figure, '.line.mk-line-highlight').map((l) => l.text)).toEqual(['const a = 1;']);
    expect(figure.querySelector('button.mk-copy')?.getAttribute('aria-label')).toBe('Copy code');
  });
});

describe('changelog', () => {
  it('Update: label as an anchored heading in the table of contents, description and tags', () => {
    const updates = all(content('/changelog'), 'section.mk-update');
    const label = updates[0]!.querySelector('.mk-update-meta h2.mk-update-label')!;
    expect(label.id).toBe('2024-10-11');
    expect(label.text).toBe('2024-10-11');
    expect(updates[0]!.querySelector('.mk-update-description')?.text).toBe('v0.1.0');
    expect(all(updates[0]!, '.mk-update-tags li').map((t) => t.text)).toEqual(['Feature', 'Fix']);
    expect(updates[0]!.querySelector('.mk-update-body strong')?.text).toBe('widgets');
    const toc = all(site.page('/changelog'), '.mk-toc a').map((a) => a.getAttribute('href'));
    expect(toc).toEqual(['#2024-10-11', '#2024-11-02']);
  });
});

describe('snippets', () => {
  it('render components without imports', () => {
    const page = content('/snippet-use');
    expect(page.querySelector('.mk-callout-tip')?.text).toContain('Snippets use components without imports too.');
    expect(all(page, '[role="tab"]').map((t) => t.text)).toEqual(['Snippet A', 'Snippet B']);
  });
});
