// Stand-ins for the Polaris web components our extensions render (s-page, s-button, …), for the
// demo shop's account host only: enough to see and use the extensions, in the browser's own DOM.
// Shopify's customer accounts draw the real ones.
export const COMPONENT_SHIMS = `
(() => {
  const css = ':host{display:block;margin:.5rem 0} button{font:inherit;padding:.3rem .8rem;margin:.2rem;cursor:pointer} h1{font-size:1.6rem} h2{font-size:1.2rem}';
  class Box extends HTMLElement {
    static tag = 'div'; static observedAttributes = ['heading', 'tone'];
    constructor() { super(); this.attachShadow({ mode: 'open' }); this.render(); }
    attributeChangedCallback() { this.render(); }
    render() {
      const h = this.getAttribute('heading');
      const head = h ? (this.constructor.level ? '<h' + this.constructor.level + '></h' + this.constructor.level + '>' : '') : '';
      this.shadowRoot.innerHTML = '<style>' + css + (this.constructor.extra || '') + '</style>' + head + '<slot></slot>';
      if (head) this.shadowRoot.querySelector('h1,h2').textContent = h;
    }
  }
  const box = (name, level, extra, role) => customElements.define(name, class extends Box { static level = level; static extra = extra; connectedCallback() { if (role) this.setAttribute('role', role); } });
  box('s-page', 1); box('s-section', 2); box('s-stack', 0); box('s-text', 0, ':host{display:block}');
  box('s-banner', 0, ':host{border:1px solid #b98900;padding:.5rem}', 'status'); box('s-badge', 0, ':host{display:inline-block;font-weight:600}');
  box('s-heading', 0, ':host{font-weight:600}'); box('s-spinner', 0, '', 'progressbar');
  class Button extends HTMLElement {
    constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<style>' + css + ':host{display:inline-block}</style><button><slot></slot></button>'; }
    set disabled(v) { this.shadowRoot.querySelector('button').disabled = Boolean(v); }
    get disabled() { return this.shadowRoot.querySelector('button').disabled; }
    connectedCallback() {
      this.addEventListener('click', (e) => {
        if (this.disabled) { e.stopImmediatePropagation(); return; }
        const href = this.getAttribute('href') || this.href;
        if (href) open(href, '_top');
      }, { capture: true });
    }
  }
  customElements.define('s-button', Button);
  customElements.define('s-link', class extends Button {});
  const field = (type) => class extends HTMLElement {
    static observedAttributes = ['label'];
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<style>' + css + '</style><label><span></span> <input type="' + type + '"></label><em id="error"></em>';
      this.input = this.shadowRoot.querySelector('input');
      this.input.setAttribute('aria-describedby', 'error');
      this.input.addEventListener('input', () => this.dispatchEvent(new Event('change')));
    }
    attributeChangedCallback() { this.shadowRoot.querySelector('span').textContent = this.getAttribute('label'); }
    set label(v) { this.setAttribute('label', v); }
    get value() { return this.input.value; }
    set value(v) { this.input.value = v ?? ''; }
    // A field's complaint (Polaris' error property): shown under it and marks the input invalid.
    set error(v) { this.shadowRoot.querySelector('em').textContent = v ?? ''; this.input.setAttribute('aria-invalid', v ? 'true' : 'false'); }
  };
  customElements.define('s-date-field', field('date'));
  customElements.define('s-text-field', field('text'));
  // s-select: a <select> whose options are its s-option children (value and label).
  customElements.define('s-option', class extends HTMLElement {});
  customElements.define('s-select', class extends HTMLElement {
    static observedAttributes = ['label'];
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<style>' + css + '</style><label><span></span> <select></select></label>';
      this.select = this.shadowRoot.querySelector('select');
      this.select.addEventListener('change', () => this.dispatchEvent(new Event('change')));
      new MutationObserver(() => this.sync()).observe(this, { childList: true, subtree: true, characterData: true });
    }
    connectedCallback() { this.sync(); }
    sync() {
      const want = this.pending ?? this.select.value;
      this.select.replaceChildren(...[...this.querySelectorAll('s-option')].map((o) => new Option(o.textContent, o.getAttribute('value') ?? o.value ?? '')));
      if (want !== undefined && want !== '') this.select.value = want;
    }
    attributeChangedCallback() { this.shadowRoot.querySelector('span').textContent = this.getAttribute('label'); }
    set label(v) { this.setAttribute('label', v); }
    get value() { return this.select.value; }
    set value(v) { this.pending = v; this.select.value = v ?? ''; }
  });
  customElements.define('s-number-field', field('number'));
  // s-grid (the weight journal's rows: four columns) and s-progress (a bar of its chart).
  box('s-grid', 0, ':host{display:grid;grid-template-columns:repeat(4,auto);gap:.25rem .75rem;align-items:center}');
  customElements.define('s-progress', class extends HTMLElement {
    constructor() { super(); this.bar = this.attachShadow({ mode: 'open' }).appendChild(document.createElement('progress')); }
    set value(v) { this.bar.value = Number(v); }
    set max(v) { this.bar.max = Number(v); }
    set accessibilityLabel(v) { this.bar.setAttribute('aria-label', v); }
  });
})();`;
