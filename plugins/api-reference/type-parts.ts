/**
 * TypeDoc's JSON types written out as TypeScript, as text with links (TypeParts): a reference to
 * a documented symbol becomes a link to its page, anything else stays text.
 */
import type { JSONOutput as J } from 'api-reference-typedoc-host';
import type { TypeParts } from './api-model.ts';

/** Resolves a reference (a reflection id in this package, or a symbol of another package) to a page path. */
export type LinkResolver = (target: J.ReferenceType['target'], name: string) => string | undefined;

/** Appends parts, merging neighbouring strings (a type is mostly text). */
export class PartsWriter {
  readonly parts: TypeParts = [];

  text(value: string): this {
    const last = this.parts.at(-1);
    if (typeof last === 'string') this.parts[this.parts.length - 1] = last + value;
    else if (value) this.parts.push(value);
    return this;
  }

  link(text: string, href: string | undefined): this {
    if (href) this.parts.push({ text, href });
    else this.text(text);
    return this;
  }

  append(parts: TypeParts): this {
    for (const part of parts) {
      if (typeof part === 'string') this.text(part);
      else this.parts.push(part);
    }
    return this;
  }
}

/** Types that need parentheses inside an array, union member or operator. */
const NEEDS_PARENS_IN: Record<string, ReadonlySet<string>> = {
  array: new Set(['union', 'intersection', 'conditional', 'reflection-function', 'typeOperator', 'inferred']),
  union: new Set(['conditional', 'reflection-function']),
  intersection: new Set(['union', 'conditional', 'reflection-function']),
};

const isFunctionLiteral = (type: J.SomeType) =>
  type.type === 'reflection' && Boolean(type.declaration.signatures?.length) && !type.declaration.children?.length && !type.declaration.indexSignatures?.length;

function shape(type: J.SomeType): string {
  return isFunctionLiteral(type) ? 'reflection-function' : type.type;
}

/** A property's name as TypeScript writes it: quoted unless it is an identifier or a number (`"@xstate.cancel"`, `"~standard"`). */
export function propertyName(name: string): string {
  return /^([A-Za-z_$][\w$]*|\d+)$/.test(name) ? name : JSON.stringify(name);
}

function literalText(value: J.LiteralType['value']): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

export class TypeWriter {
  constructor(private readonly resolve: LinkResolver) {}

  parts(type: J.SomeType | undefined): TypeParts {
    const out = new PartsWriter();
    if (type) this.write(out, type);
    else out.text('unknown');
    return out.parts;
  }

  private nested(out: PartsWriter, type: J.SomeType, context: keyof typeof NEEDS_PARENS_IN): void {
    const parens = NEEDS_PARENS_IN[context].has(shape(type));
    if (parens) out.text('(');
    this.write(out, type);
    if (parens) out.text(')');
  }

  private list(out: PartsWriter, types: readonly J.SomeType[], separator: string, context?: keyof typeof NEEDS_PARENS_IN): void {
    types.forEach((type, i) => {
      if (i > 0) out.text(separator);
      if (context) this.nested(out, type, context);
      else this.write(out, type);
    });
  }

  write(out: PartsWriter, type: J.SomeType): void {
    switch (type.type) {
      case 'intrinsic':
      case 'unknown':
        out.text(type.name);
        return;
      case 'literal':
        out.text(literalText(type.value));
        return;
      case 'reference': {
        const href = type.refersToTypeParameter ? undefined : this.resolve(type.target, type.name);
        out.link(type.name, href);
        if (type.typeArguments?.length) {
          out.text('<');
          this.list(out, type.typeArguments, ', ');
          out.text('>');
        }
        return;
      }
      case 'array':
        this.nested(out, type.elementType, 'array');
        out.text('[]');
        return;
      case 'union':
        this.list(out, type.types, ' | ', 'union');
        return;
      case 'intersection':
        this.list(out, type.types, ' & ', 'intersection');
        return;
      case 'tuple':
        out.text('[');
        this.list(out, type.elements ?? [], ', ');
        out.text(']');
        return;
      case 'namedTupleMember':
        out.text(`${type.name}${type.isOptional ? '?' : ''}: `);
        this.write(out, type.element);
        return;
      case 'optional':
        this.nested(out, type.elementType, 'array');
        out.text('?');
        return;
      case 'rest':
        out.text('...');
        this.write(out, type.elementType);
        return;
      case 'typeOperator':
        out.text(`${type.operator} `);
        this.nested(out, type.target, 'array');
        return;
      case 'query':
        out.text('typeof ');
        this.write(out, type.queryType);
        return;
      case 'indexedAccess':
        this.nested(out, type.objectType, 'array');
        out.text('[');
        this.write(out, type.indexType);
        out.text(']');
        return;
      case 'conditional':
        this.nested(out, type.checkType, 'union');
        out.text(' extends ');
        this.write(out, type.extendsType);
        out.text(' ? ');
        this.write(out, type.trueType);
        out.text(' : ');
        this.write(out, type.falseType);
        return;
      case 'inferred':
        out.text(`infer ${type.name}`);
        if (type.constraint) {
          out.text(' extends ');
          this.write(out, type.constraint);
        }
        return;
      case 'predicate':
        out.text(`${type.asserts ? 'asserts ' : ''}${type.name}`);
        if (type.targetType) {
          out.text(' is ');
          this.write(out, type.targetType);
        }
        return;
      case 'templateLiteral':
        out.text('`' + type.head);
        for (const [inner, text] of type.tail) {
          out.text('${');
          this.write(out, inner);
          out.text('}' + text);
        }
        out.text('`');
        return;
      case 'mapped':
        out.text(`{ ${type.readonlyModifier === '+' ? 'readonly ' : type.readonlyModifier === '-' ? '-readonly ' : ''}[${type.parameter} in `);
        this.write(out, type.parameterType);
        if (type.nameType) {
          out.text(' as ');
          this.write(out, type.nameType);
        }
        out.text(`]${type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : ''}: `);
        this.write(out, type.templateType);
        out.text(' }');
        return;
      case 'reflection':
        this.literal(out, type.declaration);
        return;
      default:
        out.text('unknown');
    }
  }

  /** An object or function type literal. */
  private literal(out: PartsWriter, declaration: J.DeclarationReflection): void {
    const signatures = declaration.signatures ?? [];
    const members = declaration.children ?? [];
    const indexes = declaration.indexSignatures ?? [];
    if (signatures.length === 1 && members.length === 0 && indexes.length === 0) {
      this.signature(out, signatures[0], ' => ');
      return;
    }
    const entries: Array<() => void> = [];
    for (const signature of signatures) entries.push(() => this.signature(out, signature, ': '));
    for (const index of indexes) entries.push(() => this.indexSignature(out, index));
    for (const member of members) entries.push(() => this.member(out, member));
    if (entries.length === 0) {
      out.text('{}');
      return;
    }
    out.text('{ ');
    entries.forEach((entry, i) => {
      if (i > 0) out.text('; ');
      entry();
    });
    out.text(' }');
  }

  /** `name?: Type` or a method's signature, as in a type literal or an interface. */
  member(out: PartsWriter, member: J.DeclarationReflection): void {
    const readonly = member.flags.isReadonly ? 'readonly ' : '';
    const optional = member.flags.isOptional ? '?' : '';
    const name = propertyName(member.name);
    if (member.signatures?.length && !member.type) {
      member.signatures.forEach((signature, i) => {
        if (i > 0) out.text('; ');
        out.text(`${name}${optional}`);
        this.signature(out, signature, ': ');
      });
      return;
    }
    // As TypeScript declares them: `get name(): Type`, `set name(value: Type)`.
    if (member.getSignature) {
      out.text(`get ${name}(): `);
      this.write(out, member.getSignature.type ?? { type: 'intrinsic', name: 'unknown' });
      return;
    }
    if (member.setSignature) {
      const parameter = member.setSignature.parameters?.[0];
      out.text(`set ${name}(${parameter?.name ?? 'value'}: `);
      this.write(out, parameter?.type ?? { type: 'intrinsic', name: 'unknown' });
      out.text(')');
      return;
    }
    out.text(`${readonly}${name}${optional}: `);
    this.write(out, member.type ?? { type: 'intrinsic', name: 'unknown' });
  }

  indexSignature(out: PartsWriter, index: J.SignatureReflection): void {
    const parameter = index.parameters?.[0];
    out.text(`[${parameter?.name ?? 'key'}: `);
    this.write(out, parameter?.type ?? { type: 'intrinsic', name: 'string' });
    out.text(']: ');
    this.write(out, index.type ?? { type: 'intrinsic', name: 'unknown' });
  }

  /** `<T>(a: A, b?: B) => R` (returnSeparator ' => ') or `(...): R` (': '). */
  signature(out: PartsWriter, signature: J.SignatureReflection, returnSeparator: string): void {
    this.typeParameters(out, signature.typeParameters);
    out.text('(');
    (signature.parameters ?? []).forEach((parameter, i) => {
      if (i > 0) out.text(', ');
      this.parameter(out, parameter);
    });
    out.text(')' + returnSeparator);
    this.write(out, signature.type ?? { type: 'intrinsic', name: 'void' });
  }

  parameter(out: PartsWriter, parameter: J.ParameterReflection): void {
    out.text(`${parameter.flags.isRest ? '...' : ''}${parameter.name}${parameter.flags.isOptional || parameter.defaultValue ? '?' : ''}: `);
    this.write(out, parameter.type ?? { type: 'intrinsic', name: 'unknown' });
  }

  typeParameters(out: PartsWriter, parameters: readonly J.TypeParameterReflection[] | undefined): void {
    if (!parameters?.length) return;
    out.text('<');
    parameters.forEach((parameter, i) => {
      if (i > 0) out.text(', ');
      out.text(parameter.name);
      if (parameter.type) {
        out.text(' extends ');
        this.write(out, parameter.type);
      }
      if (parameter.default) {
        out.text(' = ');
        this.write(out, parameter.default);
      }
    });
    out.text('>');
  }
}
