// A small reader and evaluator for the subset of the Firebase Security Rules language that
// storage.rules uses, so the Storage rules can be checked on machines where the Storage emulator
// cannot start (its rules runtime is a download; docs/emulators.md). Anything outside the subset
// throws, so a new construct in storage.rules fails the check until this reader learns it rather
// than being silently allowed.

export type Expr =
  | { kind: 'literal'; value: unknown }
  | { kind: 'name'; name: string }
  | { kind: 'path'; parts: (string | Expr)[] }
  | { kind: 'member'; object: Expr; name: string }
  | { kind: 'call'; callee: Expr; args: Expr[] }
  | { kind: 'unary'; op: '!' | '-'; arg: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr };

export interface Allow {
  ops: string[];
  condition: Expr;
}
export interface RuleFunction {
  name: string;
  params: string[];
  body: Expr;
}
export interface MatchBlock {
  path: string;
  allows: Allow[];
  functions: RuleFunction[];
  matches: MatchBlock[];
}
export interface RulesFile {
  version: string;
  service: string;
  root: MatchBlock;
}

type Token = { type: 'word' | 'number' | 'string' | 'op' | 'path'; text: string };

const OPERATORS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '*',
  '/',
  '%',
  '+',
  '-',
  '.',
  '(',
  ')',
  '[',
  ']',
  ',',
  ';',
  '{',
  '}',
  ':',
  '=',
];

function stripComments(source: string): string {
  return source.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  // A `/` where an operand is expected starts a path literal (`/databases/(default)/...`);
  // after an operand it is division.
  const operandExpected = () => {
    const last = tokens[tokens.length - 1];
    return (
      !last ||
      (last.type === 'op' && ![')', ']'].includes(last.text)) ||
      (last.type === 'word' && ['match', 'return', 'if'].includes(last.text))
    );
  };
  while (i < source.length) {
    const c = source.charAt(i);
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && operandExpected()) {
      let depth = 0;
      let j = i;
      while (j < source.length && !/\s/.test(source.charAt(j))) {
        if (source[j] === '(') depth++;
        if (source[j] === ')') {
          if (depth === 0) break;
          depth--;
        }
        if (depth === 0 && (source[j] === ',' || source[j] === ';')) break;
        j++;
      }
      tokens.push({ type: 'path', text: source.slice(i, j) });
      i = j;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ type: 'word', text: m[0] });
      i += m[0].length;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(i))!;
      tokens.push({ type: 'number', text: m[0] });
      i += m[0].length;
    } else if (c === "'" || c === '"') {
      const end = source.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unterminated string at ${i}`);
      tokens.push({ type: 'string', text: source.slice(i + 1, end) });
      i = end + 1;
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i));
      if (!op) throw new Error(`unexpected character ${JSON.stringify(c)} at ${i}`);
      tokens.push({ type: 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }
  private next(): Token {
    const t = this.tokens[this.pos++];
    if (!t) throw new Error('unexpected end of rules');
    return t;
  }
  private expect(text: string): Token {
    const t = this.next();
    if (t.text !== text) throw new Error(`expected ${JSON.stringify(text)}, found ${JSON.stringify(t.text)}`);
    return t;
  }
  private at(text: string): boolean {
    return this.peek()?.text === text;
  }

  file(): RulesFile {
    this.expect('rules_version');
    this.expect('=');
    const version = this.next();
    if (version.type !== 'string') throw new Error('rules_version must be a string');
    this.expect(';');
    this.expect('service');
    const service: string[] = [this.next().text];
    while (this.at('.')) {
      this.next();
      service.push(this.next().text);
    }
    this.expect('{');
    const root: MatchBlock = { path: '', allows: [], functions: [], matches: [] };
    this.body(root);
    if (this.pos !== this.tokens.length)
      throw new Error(`unexpected ${JSON.stringify(this.peek()?.text)} after the service block`);
    return { version: version.text, service: service.join('.'), root };
  }

  /** Statements up to and including the closing brace. */
  private body(block: MatchBlock): void {
    while (!this.at('}')) {
      const word = this.next();
      if (word.text === 'match') {
        const path = this.next();
        if (path.type !== 'path') throw new Error('match needs a path');
        this.expect('{');
        const child: MatchBlock = { path: path.text, allows: [], functions: [], matches: [] };
        this.body(child);
        block.matches.push(child);
      } else if (word.text === 'allow') {
        const ops = [this.next().text];
        while (this.at(',')) {
          this.next();
          ops.push(this.next().text);
        }
        this.expect(':');
        this.expect('if');
        const condition = this.expression();
        this.expect(';');
        block.allows.push({ ops, condition });
      } else if (word.text === 'function') {
        const name = this.next().text;
        this.expect('(');
        const params: string[] = [];
        while (!this.at(')')) {
          params.push(this.next().text);
          if (this.at(',')) this.next();
        }
        this.expect(')');
        this.expect('{');
        this.expect('return');
        const body = this.expression();
        if (this.at(';')) this.next();
        this.expect('}');
        block.functions.push({ name, params, body });
      } else {
        throw new Error(`unsupported statement ${JSON.stringify(word.text)}`);
      }
    }
    this.expect('}');
  }

  expression(): Expr {
    return this.binary(0);
  }

  private static readonly LEVELS = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];

  private binary(level: number): Expr {
    if (level === Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    while (this.peek()?.type === 'op' && (Parser.LEVELS[level] ?? []).includes(this.peek()!.text)) {
      const op = this.next().text;
      left = { kind: 'binary', op, left, right: this.binary(level + 1) };
    }
    return left;
  }

  private unary(): Expr {
    if (this.at('!') || this.at('-')) {
      const op = this.next().text as '!' | '-';
      return { kind: 'unary', op, arg: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    for (;;) {
      if (this.at('.')) {
        this.next();
        expr = { kind: 'member', object: expr, name: this.next().text };
      } else if (this.at('(')) {
        this.next();
        const args: Expr[] = [];
        while (!this.at(')')) {
          args.push(this.expression());
          if (this.at(',')) this.next();
        }
        this.expect(')');
        expr = { kind: 'call', callee: expr, args };
      } else {
        return expr;
      }
    }
  }

  private primary(): Expr {
    const t = this.next();
    if (t.type === 'number') return { kind: 'literal', value: Number(t.text) };
    if (t.type === 'string') return { kind: 'literal', value: t.text };
    if (t.type === 'path') return { kind: 'path', parts: parsePathParts(t.text) };
    if (t.type === 'word') {
      if (t.text === 'true' || t.text === 'false') return { kind: 'literal', value: t.text === 'true' };
      if (t.text === 'null') return { kind: 'literal', value: null };
      return { kind: 'name', name: t.text };
    }
    if (t.text === '(') {
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    throw new Error(`unexpected ${JSON.stringify(t.text)} in an expression`);
  }
}

function parsePathParts(text: string): (string | Expr)[] {
  const parts: (string | Expr)[] = [];
  let rest = text;
  while (rest.length) {
    const at = rest.indexOf('$(');
    if (at < 0) {
      parts.push(rest);
      break;
    }
    if (at > 0) parts.push(rest.slice(0, at));
    const close = rest.indexOf(')', at);
    parts.push(new Parser(tokenize(rest.slice(at + 2, close))).expression());
    rest = rest.slice(close + 1);
  }
  return parts;
}

export function parseRules(source: string): RulesFile {
  return new Parser(tokenize(stripComments(source))).file();
}

// ---- evaluation -------------------------------------------------------------------------------

export interface StorageRequest {
  /** `get`/`list` (read) or `create`/`update`/`delete` (write). */
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  /** Object path inside the bucket, e.g. `barbershops/abc/logo.png`. */
  path: string;
  auth: { uid: string } | null;
  /** The object being written (create/update only). */
  resource?: { size: number; contentType: string };
}

/** Firestore documents the rules may read, by full path (`barbershops/abc`). */
export type FirestoreDocs = Record<string, Record<string, unknown>>;

const METHOD_GROUPS: Record<StorageRequest['method'], string[]> = {
  get: ['get', 'read'],
  list: ['list', 'read'],
  create: ['create', 'write'],
  update: ['update', 'write'],
  delete: ['delete', 'write'],
};

/** Variables bound by matching `pattern` (`/barbershops/{shopId}/{allPaths=**}`) against path segments, or null. */
function matchSegments(pattern: string, segments: string[]): { vars: Record<string, string>; rest: string[] } | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const vars: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i++) {
    const p = patternSegments[i]!;
    const wildcard = /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(p);
    if (wildcard?.[2]) {
      if (i !== patternSegments.length - 1) throw new Error('a {x=**} wildcard must be last');
      vars[wildcard[1]!] = segments.slice(i).join('/');
      return { vars, rest: [] };
    }
    if (i >= segments.length) return null;
    if (wildcard) vars[wildcard[1]!] = segments[i]!;
    else if (p !== segments[i]) return null;
  }
  return { vars, rest: segments.slice(patternSegments.length) };
}

/** Whether storage.rules allows the request: any matching `allow` for its method whose condition is true. */
export function storageAllows(rules: RulesFile, request: StorageRequest, docs: FirestoreDocs, bucket = 'test-bucket'): boolean {
  if (rules.service !== 'firebase.storage') throw new Error(`not a Storage rules file: ${rules.service}`);
  const segments = ['b', bucket, 'o', ...request.path.split('/').filter(Boolean)];
  const requestValue = { auth: request.auth, resource: request.resource ?? null, method: request.method, path: request.path };

  const visit = (block: MatchBlock, rest: string[], scope: Scope): boolean => {
    for (const child of block.matches) {
      const m = matchSegments(child.path, rest);
      if (!m) continue;
      const childScope: Scope = { vars: { ...scope.vars, ...m.vars }, functions: { ...scope.functions } };
      for (const f of child.functions) childScope.functions[f.name] = f;
      if (m.rest.length === 0) {
        const allowed = child.allows.some(
          (a) => a.ops.some((op) => METHOD_GROUPS[request.method].includes(op)) && grants(a.condition, childScope),
        );
        if (allowed) return true;
      }
      if (visit(child, m.rest, childScope)) return true;
    }
    return false;
  };

  type Scope = { vars: Record<string, unknown>; functions: Record<string, RuleFunction> };

  const firestorePath = (value: unknown): string => {
    const text = String(value);
    const prefix = '/databases/(default)/documents/';
    if (!text.startsWith(prefix)) throw new Error(`unsupported Firestore path ${text}`);
    return text.slice(prefix.length);
  };

  const evaluate = (expr: Expr, scope: Scope): unknown => {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'name':
        if (expr.name === 'request') return requestValue;
        if (expr.name in scope.vars) return scope.vars[expr.name];
        throw new Error(`unknown name ${expr.name}`);
      case 'path':
        return expr.parts.map((p) => (typeof p === 'string' ? p : String(evaluate(p, scope)))).join('');
      case 'member': {
        const object = evaluate(expr.object, scope);
        if (object === null || typeof object !== 'object')
          throw new Error(`property ${expr.name} of ${String(object)}: a rules error, which denies`);
        return (object as Record<string, unknown>)[expr.name];
      }
      case 'call': {
        const args = expr.args.map((a) => evaluate(a, scope));
        if (expr.callee.kind === 'name') {
          const f = scope.functions[expr.callee.name];
          if (!f) throw new Error(`unknown function ${expr.callee.name}`);
          const vars = { ...scope.vars };
          f.params.forEach((p, i) => (vars[p] = args[i]));
          return evaluate(f.body, { vars, functions: scope.functions });
        }
        if (expr.callee.kind === 'member') {
          if (expr.callee.object.kind === 'name' && expr.callee.object.name === 'firestore') {
            const path = firestorePath(args[0]);
            if (expr.callee.name === 'exists') return path in docs;
            if (expr.callee.name === 'get') {
              if (!(path in docs)) throw new Error(`firestore.get of a missing document ${path}: a rules error, which denies`);
              return { data: docs[path] };
            }
          }
          const target = evaluate(expr.callee.object, scope);
          if (typeof target === 'string' && expr.callee.name === 'matches')
            return new RegExp(`^(?:${String(args[0])})$`).test(target);
          throw new Error(`unsupported method ${expr.callee.name}`);
        }
        throw new Error('unsupported call');
      }
      case 'unary': {
        const v = evaluate(expr.arg, scope);
        if (expr.op === '!') return !asBool(v);
        return -(v as number);
      }
      case 'binary': {
        if (expr.op === '&&') return asBool(evaluate(expr.left, scope)) && asBool(evaluate(expr.right, scope));
        if (expr.op === '||') return asBool(evaluate(expr.left, scope)) || asBool(evaluate(expr.right, scope));
        const l = evaluate(expr.left, scope) as number;
        const r = evaluate(expr.right, scope) as number;
        switch (expr.op) {
          case '==':
            return l === r;
          case '!=':
            return l !== r;
          case '<':
            return l < r;
          case '<=':
            return l <= r;
          case '>':
            return l > r;
          case '>=':
            return l >= r;
          case '+':
            return l + r;
          case '-':
            return l - r;
          case '*':
            return l * r;
          case '/':
            return l / r;
          case '%':
            return l % r;
        }
        throw new Error(`unsupported operator ${expr.op}`);
      }
    }
  };

  const asBool = (v: unknown): boolean => {
    if (typeof v !== 'boolean') throw new Error(`a condition must be a boolean, got ${JSON.stringify(v)}`);
    return v;
  };

  // The real runtime treats an evaluation error (a missing document, null.auth) as a false
  // condition; so do we, but only for those: a construct this reader does not know is the
  // check's own failure and throws.
  const grants = (condition: Expr, scope: Scope): boolean => {
    try {
      return evaluate(condition, scope) === true;
    } catch (err) {
      if (/a rules error, which denies/.test((err as Error).message)) return false;
      throw err;
    }
  };

  const rootScope: Scope = { vars: {}, functions: {} };
  for (const f of rules.root.functions) rootScope.functions[f.name] = f;
  return visit(rules.root, segments, rootScope);
}
