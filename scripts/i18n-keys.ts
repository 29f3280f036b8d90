/**
 * THE text-key check: every key the web app, the server and shared code name exists in every
 * locale (run by packages/shared/src/i18n/keys.test.ts, so a missing key fails `npm test`).
 *
 * Sources are parsed with the TypeScript compiler (syntax only, fast). A key use is:
 * - the first argument of `t(...)` / `x.t(...)` (i18n.t, req.t, ctx.t), read in the `ns` option's
 *   namespace, else the key's `ns:` prefix, else the namespace of the `useTranslation('ns')` that
 *   bound this `t` (nearest enclosing scope), else — for a `t` received as a parameter — any of the
 *   file's useTranslation namespaces or `common`;
 * - `<Trans i18nKey=...>` (namespace: its `ns`, else its `t={...}` binding, else as above);
 * - the value of a prop or property named `*Key` that holds text keys (`labelKey`, `titleKey`…);
 * - any text anywhere of the form `ns:a.b` with a known namespace (route titles, the error
 *   catalogue, zod issue messages, `menu:group.${g}`);
 * - any other `a.b.c`-shaped text in a file that translates, or held by a `key:` property (keys kept
 *   in tables and passed on, e.g. the planner's reasons), when a namespace has its first segment.
 * A use with a `count` option needs the plural forms the locale uses (`x_one`, `x_other`) or `x`;
 * without one it needs `x` itself, a string (an object only with `returnObjects`).
 * Template keys (`status.${s}`) are matched against the JSON: every matching key exists in every
 * locale and at least one matches; where a table of known values is given for the template, each
 * value's key must exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Resources = Record<string, Record<string, unknown>>;

/** A key as written: literal parts around `${…}` holes (one part: a static key). */
export interface KeyUse {
  parts: string[];
  /** Namespaces to look in, in order; the key must be found in one of them. */
  ns: string[];
  plural: boolean;
  objects: boolean;
  where: string;
}

const TEXT_KEY = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/;
/** Props that carry text keys (not `queryKey`, `rowKey`, `teamKey`…). */
const KEY_PROP = /^(i18n|title|label|text|message|description|hint|help|tooltip|placeholder|empty|name)Key$/;
/** Dotted texts that are not keys: file names, api contract paths. */
const NOT_A_KEY = /\.(css|tsx?|jsx?|json|png|svg|xlsx|pdf|html)$|^api\./;

const isFunction = (n: ts.Node): boolean => ts.isFunctionLike(n) || ts.isSourceFile(n);

function stringArg(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.filter(ts.isStringLiteralLike).map((e) => e.text);
  return undefined;
}

/** Every key use in one source file. */
export function collectKeyUses(file: string, text: string, resources: Resources, notKeys: ReadonlySet<string> = new Set()): KeyUse[] {
  const namespaces = Object.keys(resources);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const known = new Set(namespaces);
  const uses: KeyUse[] = [];
  const seen = new Set<ts.Node>();
  const line = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;

  // Where each `t` comes from: `const { t } = useTranslation('ns')`, `const t = i18n.getFixedT(lng, 'ns')`.
  const bindings: { scope: ts.Node; name: string; ns: string[] }[] = [];
  const fileNs = new Set<string>();
  const visitBindings = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && n.initializer && ts.isCallExpression(n.initializer)) {
      const call = n.initializer;
      const callee = call.expression.getText(source);
      let ns: string[] | undefined;
      if (callee === 'useTranslation') ns = stringArg(call.arguments[0]) ?? ['common'];
      else if (callee.endsWith('getFixedT')) ns = stringArg(call.arguments[1]) ?? ['common'];
      if (ns) {
        ns.forEach((x) => fileNs.add(x));
        let scope: ts.Node = n;
        while (!isFunction(scope)) scope = scope.parent;
        const names = ts.isObjectBindingPattern(n.name) ? n.name.elements.filter((e) => (e.propertyName ?? e.name).getText(source) === 't').map((e) => e.name.getText(source)) : [n.name.getText(source)];
        for (const name of names) bindings.push({ scope, name, ns });
      }
    }
    ts.forEachChild(n, visitBindings);
  };
  visitBindings(source);
  const fallbackNs = [...fileNs, 'common'];
  const translates = fileNs.size > 0 || /\bTFunction\b|\bi18n\b|\.t\(/.test(text);

  /** The namespaces of the `t` a call or a Trans uses (an identifier or `x.t`). */
  const nsOf = (tExpr: ts.Expression | undefined, at: ts.Node): string[] => {
    if (tExpr && ts.isPropertyAccessExpression(tExpr)) return ['common']; // i18n.t, req.t: the default namespace
    const name = tExpr && ts.isIdentifier(tExpr) ? tExpr.text : 't';
    for (let n: ts.Node | undefined = at; n; n = n.parent) {
      const b = bindings.find((x) => x.scope === n && x.name === name);
      if (b) return b.ns;
    }
    return fallbackNs;
  };

  /** The written forms a key expression can take (both sides of `a ? b : c`, `a ?? b`, a local const). */
  const forms = (e: ts.Expression | undefined): (ts.StringLiteralLike | ts.TemplateExpression)[] => {
    if (!e) return [];
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)) return forms(e.expression);
    if (ts.isStringLiteralLike(e) || ts.isTemplateExpression(e)) return [e];
    if (ts.isConditionalExpression(e)) return [...forms(e.whenTrue), ...forms(e.whenFalse)];
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)) return [...forms(e.left), ...forms(e.right)];
    return [];
  };
  const partsOf = (e: ts.StringLiteralLike | ts.TemplateExpression): string[] =>
    ts.isTemplateExpression(e) ? [e.head.text, ...e.templateSpans.map((s) => s.literal.text)] : [e.text];

  /** Records a key expression; a `ns:` prefix picks the namespace, else `ns`. */
  const use = (e: ts.Expression | undefined, ns: string[], opts: { plural?: boolean; objects?: boolean } = {}) => {
    for (const f of forms(e)) {
      seen.add(f);
      const parts = partsOf(f);
      const prefix = /^(\w+):/.exec(parts[0]);
      if (prefix && known.has(prefix[1])) {
        parts[0] = parts[0].slice(prefix[0].length);
        uses.push({ parts, ns: [prefix[1]], plural: !!opts.plural, objects: !!opts.objects, where: line(f) });
      } else {
        uses.push({ parts, ns, plural: !!opts.plural, objects: !!opts.objects, where: line(f) });
      }
    }
  };

  const optionsOf = (o: ts.Expression | undefined) => {
    const props = o && ts.isObjectLiteralExpression(o) ? o.properties : ts.factory.createNodeArray<ts.ObjectLiteralElementLike>();
    const prop = (name: string) => props.find((p) => p.name?.getText(source) === name);
    const nsProp = prop('ns');
    const nsValue = nsProp && ts.isPropertyAssignment(nsProp) ? stringArg(nsProp.initializer) : undefined;
    const objects = prop('returnObjects');
    return { ns: nsValue, plural: !!prop('count'), objects: !!objects && ts.isPropertyAssignment(objects) && objects.initializer.kind === ts.SyntaxKind.TrueKeyword };
  };

  const jsxAttr = (el: ts.JsxOpeningLikeElement, name: string) =>
    el.attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(source) === name);
  const jsxValue = (a: ts.JsxAttribute | undefined): ts.Expression | undefined =>
    !a?.initializer ? undefined : ts.isStringLiteral(a.initializer) ? a.initializer : ts.isJsxExpression(a.initializer) ? a.initializer.expression : undefined;

  /** Texts that are never keys: object keys, types, SQL, `a.b` property paths. */
  const notText = (n: ts.Node) =>
    ts.isTaggedTemplateExpression(n.parent) ||
    ts.isLiteralTypeNode(n.parent) ||
    ts.isPropertyAccessExpression(n.parent) ||
    ((ts.isPropertyAssignment(n.parent) || ts.isPropertySignature(n.parent)) && n.parent.name === n);

  /** `{ key: 'plan.reason.minTeams', params }`: a key handed to another program part to translate. */
  const isKeyField = (n: ts.Node) => ts.isPropertyAssignment(n.parent) && n.parent.initializer === n && n.parent.name.getText(source) === 'key';
  /** `section === 'ch3.plan'`: a value compared, not a key. */
  const compared = (n: ts.Node) =>
    (ts.isBinaryExpression(n.parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(n.parent.operatorToken.kind)) ||
    ts.isCaseClause(n.parent);

  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const isT = (ts.isIdentifier(callee) && (callee.text === 't' || bindings.some((b) => b.name === callee.text))) || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      if (isT && n.arguments.length > 0) {
        const o = optionsOf(n.arguments[1]);
        use(n.arguments[0], o.ns ?? nsOf(callee, n), o);
      }
    }
    if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) {
      if (n.tagName.getText(source) === 'Trans') {
        const ns = stringArg(jsxValue(jsxAttr(n, 'ns'))) ?? nsOf(jsxValue(jsxAttr(n, 't')), n);
        use(jsxValue(jsxAttr(n, 'i18nKey')), ns, { plural: !!jsxAttr(n, 'count') });
      }
      for (const a of n.attributes.properties) if (ts.isJsxAttribute(a) && a.name.getText(source) !== 'i18nKey' && KEY_PROP.test(a.name.getText(source))) use(jsxValue(a), nsOf(undefined, n));
    }
    if ((ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n)) && n.initializer && KEY_PROP.test(n.name.getText(source))) use(n.initializer, nsOf(undefined, n));
    if ((ts.isStringLiteralLike(n) || ts.isTemplateExpression(n)) && !seen.has(n) && !notText(n)) {
      const parts = partsOf(n);
      const prefix = /^(\w+):/.exec(parts[0]);
      const rest = prefix ? [parts[0].slice(prefix[0].length), ...parts.slice(1)].join('') : '';
      if (prefix && known.has(prefix[1]) && !notKeys.has(parts.join('${}')) && /^[\w.]*$/.test(rest) && (parts.at(-1) === '' ? parts.length > 1 : /\w$/.test(parts.at(-1)!))) use(n, []);
      else if ((translates || isKeyField(n)) && ts.isStringLiteralLike(n) && TEXT_KEY.test(n.text) && !NOT_A_KEY.test(n.text) && !compared(n)) {
        // A key kept in a table for a `t` elsewhere: in whichever namespace has its first segment.
        const ns = namespaces.filter((x) => n.text.split('.')[0] in resources[x]);
        if (ns.length > 0) use(n, ns);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return uses;
}

/** Leaf keys of one namespace ("a.b.c"), with their values. */
function leaves(o: unknown, pre = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (o && typeof o === 'object') {
    out.set(pre.slice(0, -1), o);
    for (const [k, v] of Object.entries(o)) leaves(v, `${pre}${k}.`, out);
  } else out.set(pre.slice(0, -1), o);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether `key` reads as text in `ns` of one locale. */
function resolves(values: Map<string, unknown>, locale: string, key: string, use: KeyUse): boolean {
  const ok = (k: string) => typeof values.get(k) === 'string' || (use.objects && values.has(k));
  if (ok(key)) return true;
  if (!use.plural) return false;
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.every((c) => ok(`${key}_${c}`));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is missing: one line per key a locale lacks. `known` lists the values a template key takes
 * (`'courseDetail:invite.status.${}': INVITATION_STATUSES`); other templates are matched against
 * the JSON.
 */
export function missingKeys(uses: readonly KeyUse[], resources: Record<string, Resources>, known: Record<string, readonly (string | number)[]> = {}): string[] {
  const locales = Object.keys(resources);
  const index = new Map<string, Map<string, unknown>>();
  const valuesOf = (locale: string, ns: string) => {
    const id = `${locale}/${ns}`;
    if (!index.has(id)) index.set(id, leaves(resources[locale][ns] ?? {}));
    return index.get(id)!;
  };
  const missing = new Set<string>();
  const usedKnown = new Set<string>();
  for (const u of uses) {
    if (u.ns.length === 0) continue;
    const label = `${u.ns.length === 1 ? u.ns[0] : `{${u.ns.join(',')}}`}:${u.parts.join('${}')}`;
    if (known[`${u.ns[0]}:${u.parts.join('${}')}`]) usedKnown.add(`${u.ns[0]}:${u.parts.join('${}')}`);
    if (u.parts.length === 1 || known[`${u.ns[0]}:${u.parts.join('${}')}`]) {
      const keys = u.parts.length === 1 ? [u.parts[0]] : known[`${u.ns[0]}:${u.parts.join('${}')}`].map((v) => u.parts.join(String(v)));
      for (const key of keys)
        for (const locale of locales)
          if (!u.ns.some((ns) => resolves(valuesOf(locale, ns), locale, key, u))) missing.add(`${locale} ${label.replace(u.parts.join('${}'), key)} (${u.where})`);
      continue;
    }
    // A template: the keys it can reach, from the JSON.
    const pattern = new RegExp(`^${u.parts.map(escape).join('.+')}$`);
    const reach = (locale: string) =>
      new Set(u.ns.flatMap((ns) => [...valuesOf(locale, ns).keys()].map((k) => (u.plural ? k.replace(PLURAL, '') : k)).filter((k) => pattern.test(k)).map((k) => `${ns}:${k}`)));
    const all = new Set(locales.flatMap((l) => [...reach(l)]));
    if (all.size === 0) missing.add(`${locales.join(',')} ${label} (${u.where}): no key matches`);
    for (const locale of locales) {
      const has = reach(locale);
      for (const k of all) if (!has.has(k)) missing.add(`${locale} ${k} (${u.where})`);
    }
  }
  for (const k of Object.keys(known)) if (!usedKnown.has(k)) missing.add(`known values for ${k}: no source uses this key`);
  return [...missing].sort();
}

/** The sources under `roots` (relative to `repo`), without tests. */
export function readSources(repo: string, roots: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'test', 'migrations'].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)) {
        out[path.relative(repo, full)] = fs.readFileSync(full, 'utf8');
      }
    }
  };
  for (const root of roots) walk(path.join(repo, root));
  return out;
}
