/**
 * Local mode only: a small stand-in for Shopify's Polaris web components (issue 49), so the
 * console renders and its E2E runs without Shopify's CDN. It defines only the elements the console
 * uses, with plain styles and the roles a screen reader needs (a table is a table, a field has
 * its label); it is no copy of Polaris. Production serves Shopify's polaris-1.js and 404s this
 * (functions/routes/dev-console.ts; tests/api/production-app.test.ts).
 */
export const POLARIS_STAND_IN_JS = String.raw`// Local mode only: a stand-in for Shopify's Polaris web components (functions/routes/dev-console-polaris.ts).
(() => {
  const css = (text) => { const s = document.createElement('style'); s.textContent = text; return s; };
  const BASE = ':host{box-sizing:border-box;font:14px/1.45 system-ui,sans-serif;color:#303030}';
  let uid = 0;
  /** An element with an open shadow root of \`html\` and \`style\`, redrawn when an observed attribute changes. */
  const define = (tag, { style = '', html = () => '<slot></slot>', attrs = [], role, setup } = {}) => {
    if (customElements.get(tag)) return;
    customElements.define(tag, class extends HTMLElement {
      static observedAttributes = attrs;
      connectedCallback() {
        if (!this.shadowRoot) { this.attachShadow({ mode: 'open' }); this.draw(); setup?.call(this); }
        if (role && !this.hasAttribute('role')) this.setAttribute('role', role);
      }
      /** Elements with state (a field's value, an open dialog) update in place (redraw); the others draw again. */
      attributeChangedCallback() { if (!this.shadowRoot) return; if (this.redraw) this.redraw(); else this.draw(); }
      draw() {
        this.shadowRoot.replaceChildren(css(BASE + style));
        const t = document.createElement('template');
        t.innerHTML = html.call(this, (n) => (this.getAttribute(n) ?? '').replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';'));
        this.shadowRoot.append(t.content);
      }
    });
  };
  const submitOf = (el) => el.closest('form')?.requestSubmit();

  define('s-page', { attrs: ['heading'], style: ':host{display:block;max-width:72rem;margin:0 auto;padding:16px;background:#f1f1f1}h1{font-size:20px;margin:0 0 12px}header{display:flex;gap:8px;align-items:center;justify-content:space-between}',
    html: (a) => '<header><h1>' + a('heading') + '</h1><span><slot name="secondary-actions"></slot><slot name="primary-action"></slot></span></header><div><slot></slot></div>' });
  define('s-section', { attrs: ['heading'], role: 'region', style: ':host{display:block;background:#fff;border-radius:12px;padding:16px;margin-block:12px;box-shadow:0 1px 0 #0002}h2{font-size:16px;margin:0 0 8px}',
    html: (a) => (a('heading') ? '<h2>' + a('heading') + '</h2>' : '') + '<slot></slot>',
    setup() { const label = () => { const h = this.getAttribute('heading'); if (h) this.setAttribute('aria-label', h); }; this.redraw = () => { this.draw(); label(); }; label(); } });
  define('s-table', { role: 'table', style: ':host{display:table;width:100%;border-collapse:collapse;margin-block:8px}' });
  define('s-table-header-row', { role: 'row', style: ':host{display:table-row;font-weight:600}' });
  define('s-table-header', { role: 'columnheader', style: ':host{display:table-cell;padding:6px 8px;border-bottom:1px solid #ddd;text-align:left}' });
  define('s-table-body', { role: 'rowgroup', style: ':host{display:table-row-group}' });
  define('s-table-row', { role: 'row', style: ':host{display:table-row}' });
  define('s-table-cell', { role: 'cell', style: ':host{display:table-cell;padding:6px 8px;border-bottom:1px solid #eee}' });
  define('s-badge', { attrs: ['tone'], style: ':host{display:inline-block;border-radius:8px;padding:0 8px;background:#e3e3e3;font-size:12px}:host([tone=success]){background:#cdfee1;color:#0c5132}:host([tone=critical]){background:#fedad9;color:#8e0b21}:host([tone=warning]){background:#ffef9d;color:#4f4700}:host([tone=info]){background:#e0f0ff;color:#00527c}' });
  define('s-banner', { attrs: ['heading', 'tone'], style: ':host{display:block;border-radius:12px;padding:12px;margin-block:8px;background:#e0f0ff}:host([tone=critical]){background:#fedad9}:host([tone=success]){background:#cdfee1}:host([tone=warning]){background:#ffef9d}strong{display:block}',
    html: (a) => (a('heading') ? '<strong>' + a('heading') + '</strong>' : '') + '<slot></slot>',
    setup() { const role = () => this.setAttribute('role', this.getAttribute('tone') === 'critical' ? 'alert' : 'status'); this.redraw = () => { this.draw(); role(); }; role(); } });
  define('s-text', { attrs: ['color', 'type'], style: ':host{display:inline}:host([color=subdued]){color:#616161}:host([type=strong]){font-weight:650}' });
  define('s-heading', { role: 'heading', style: ':host{display:block;font-weight:650;font-size:15px;margin:12px 0 4px}', setup() { this.setAttribute('aria-level', '3'); } });
  define('s-paragraph', { style: ':host{display:block;margin-block:4px}' });
  define('s-box', { style: ':host{display:block}' });
  define('s-stack', { attrs: ['direction'], style: ':host{display:flex;flex-direction:column;gap:8px}:host([direction=inline]){flex-direction:row;flex-wrap:wrap;align-items:center}' });
  define('s-grid', { style: ':host{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:12px}' });
  define('s-button', { attrs: ['disabled', 'accessibilitylabel', 'variant', 'tone'],
    style: ':host{display:inline-block}button{font:inherit;border-radius:8px;border:1px solid #8a8a8a;background:#fff;padding:4px 12px;cursor:pointer}:host([variant=primary]) button{background:#303030;color:#fff}:host([tone=critical]) button{border-color:#c70a24;color:#8e0b21}:host([tone=critical][variant=primary]) button{background:#c70a24;color:#fff}button:disabled{opacity:.5}',
    html(a) { return '<button type="button"' + (this.hasAttribute('disabled') ? ' disabled' : '') + (a('accessibilitylabel') ? ' aria-label="' + a('accessibilitylabel') + '"' : '') + '><slot></slot></button>'; },
    setup() {
      this.addEventListener('click', (e) => {
        if (this.hasAttribute('disabled')) { e.stopImmediatePropagation(); return; }
        const target = this.getAttribute('commandfor') && document.getElementById(this.getAttribute('commandfor'));
        const command = this.getAttribute('command') ?? '--auto';
        if (target) { if (command === '--hide') target.hideOverlay?.(); else target.showOverlay?.(); }
        if (this.getAttribute('type') === 'submit') submitOf(this);
      });
    } });
  /** A field: its label and a native control in the shadow root; \`value\` and change/input as Polaris's. */
  const field = (tag, control) => define(tag, { attrs: ['label', 'error', 'details', 'disabled'],
    style: ':host{display:block;margin-block:4px}label{display:block;margin-bottom:2px}input,select,textarea{font:inherit;padding:4px 8px;border:1px solid #8a8a8a;border-radius:8px;min-width:12rem}[data-error]{color:#8e0b21}[data-details]{color:#616161}',
    html(a) { const id = 'f' + (++uid); return '<label for="' + id + '">' + a('label') + '</label>' + control(id, a, this) + (a('details') ? '<div data-details>' + a('details') + '</div>' : '') + '<div data-error role="alert">' + a('error') + '</div>'; },
    setup() {
      const el = this.shadowRoot.querySelector('input,select,textarea');
      if (this._value !== undefined) el.value = this._value;
      el.addEventListener('change', () => this.dispatchEvent(new Event('change', { bubbles: true })));
      el.addEventListener('keydown', (e) => { if (e.key === 'Enter' && el.tagName === 'INPUT') { e.preventDefault(); this.dispatchEvent(new Event('change', { bubbles: true })); submitOf(this); } });
      this.redraw = () => { const err = this.shadowRoot.querySelector('[data-error]'); if (err) err.textContent = this.getAttribute('error') ?? ''; };
      if (tag === 's-select') { const sync = () => { el.replaceChildren(...[...this.querySelectorAll('s-option')].map((o) => new Option(o.textContent, o.getAttribute('value') ?? o.textContent))); if (this._value !== undefined) el.value = this._value; }; sync(); new MutationObserver(sync).observe(this, { childList: true, subtree: true, characterData: true }); }
    } });
  field('s-text-field', (id, a, el) => '<input id="' + id + '" type="text"' + (el.hasAttribute('required') ? ' required' : '') + ' value="' + a('value') + '">');
  field('s-search-field', (id, a, el) => '<input id="' + id + '" type="search"' + (el.hasAttribute('required') ? ' required' : '') + ' value="' + a('value') + '">');
  field('s-date-field', (id, a) => '<input id="' + id + '" type="date" value="' + a('value') + '">');
  field('s-text-area', (id, a) => '<textarea id="' + id + '" rows="3">' + a('value') + '</textarea>');
  field('s-select', (id) => '<select id="' + id + '"></select>');
  for (const tag of ['s-text-field', 's-search-field', 's-date-field', 's-text-area', 's-select']) {
    const C = customElements.get(tag);
    Object.defineProperty(C.prototype, 'value', {
      get() { return this.shadowRoot?.querySelector('input,select,textarea')?.value ?? this._value ?? this.getAttribute('value') ?? ''; },
      set(v) { this._value = v; const el = this.shadowRoot?.querySelector('input,select,textarea'); if (el) el.value = v; },
    });
  }
  define('s-option', { style: ':host{display:none}' });
  define('s-modal', { attrs: ['heading'],
    style: 'dialog{border:none;border-radius:12px;padding:16px;min-width:20rem;max-width:36rem}dialog::backdrop{background:#0006}h2{font-size:16px;margin:0 0 8px}footer{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}',
    html: (a) => '<dialog aria-label="' + a('heading') + '"><h2>' + a('heading') + '</h2><slot></slot><footer><slot name="secondary-actions"></slot><slot name="primary-action"></slot></footer></dialog>',
    setup() {
      const d = this.shadowRoot.querySelector('dialog');
      this.showOverlay = () => { if (!d.open) { d.showModal(); this.dispatchEvent(new Event('show')); } };
      this.hideOverlay = () => { if (d.open) d.close(); };
      this.toggleOverlay = () => (d.open ? this.hideOverlay() : this.showOverlay());
      d.addEventListener('close', () => this.dispatchEvent(new Event('hide')));
      this.redraw = () => { const h = this.getAttribute('heading') ?? ''; d.setAttribute('aria-label', h); d.querySelector('h2').textContent = h; };
    } });
})();
`;
